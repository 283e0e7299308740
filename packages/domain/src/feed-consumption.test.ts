import { describe, expect, it } from 'vitest';
import { completeDay, consumptionByAge, consumptionByPeriod, drawnFeed, recentIntakeRatio, type LoadCellReading } from './feed-consumption';

const H = 3_600_000;
const DAY = 24 * H;

/** Hourly readings of a silo eating `perHour` kg from `start` kg. */
function hourly(from: number, hours: number, start: number, perHour: number): LoadCellReading[] {
  return Array.from({ length: hours + 1 }, (_, h) => ({ time: from + h * H, weight: start - perHour * h }));
}

describe('drawnFeed and consumptionByPeriod', () => {
  it('counts falls as consumption over a plain day', () => {
    const { steps, deliveries } = drawnFeed(hourly(0, 24, 5000, 100));
    const [day] = consumptionByPeriod([steps], [0, DAY]);
    expect(day!.amount).toBeCloseTo(2400, 6);
    expect(day!.coverage).toBeCloseTo(1, 6);
    expect(deliveries).toEqual([]);
  });

  it('treats a refill mid-day as a delivery, not negative consumption', () => {
    // 100 kg/h; at 12:30 a truck puts 6,000 kg in (the 12:00-13:00 step rises 5,900 kg).
    const readings = hourly(0, 24, 3000, 100).map((r) => (r.time > 12 * H ? { ...r, weight: r.weight + 6000 } : r));
    const { steps, deliveries } = drawnFeed(readings, { capacityKg: 12_000 });
    const [day] = consumptionByPeriod([steps], [0, DAY]);
    expect(day!.amount).toBeCloseTo(2400, 6);
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]!.time).toBe(13 * H);
    expect(deliveries[0]!.kg).toBeCloseTo(6000, 6);
  });

  describe('a truck unloading across readings', () => {
    const MIN = 60_000;
    /** Load-cell noise, kg: a fixed sequence within ±6 kg. */
    const noise = (i: number) => 6 * Math.sin(i * 2.39996);
    /**
     * A day of readings every 5 to 15 minutes (a fixed irregular pattern) of a silo whose birds eat
     * 3,600 kg a day at an even rate, and a truck unloading `kg` at `perMinute` that starts
     * `lead` ms before the reading nearest 10:00.
     */
    function truckDay(kg: number, perMinute: number, lead: number) {
      const perMs = 3_600 / DAY;
      const times: number[] = [];
      for (let t = 0, i = 0; t <= DAY; i++) {
        times.push(t);
        t += (5 + ((i * 7) % 11)) * MIN;
      }
      const start = times.find((t) => t >= 10 * H)! - lead;
      const end = start + (kg / perMinute) * MIN;
      const inSilo = (t: number) => kg * Math.min(1, Math.max(0, (t - start) / (end - start)));
      const readings = times.map((time, i) => ({ time, weight: 4_000 - perMs * time + inSilo(time) + noise(i) }));
      return { readings, start, end };
    }

    for (const perMinute of [1_000, 300]) {
      for (const lead of [5_000, 30_000, 90_000]) {
        it(`joins the rises of a ${perMinute} kg/min truck starting ${lead / 1000} s before a reading into one delivery, none of them consumption`, () => {
          const { readings, start, end } = truckDay(10_000, perMinute, lead);
          // The truck straddles at least two readings, the first seeing only the first seconds of it.
          expect(readings.filter((r) => r.time > start && r.time < end + 15 * MIN).length).toBeGreaterThanOrEqual(2);
          const { steps, deliveries } = drawnFeed(readings, { capacityKg: 20_000 });
          expect(deliveries).toHaveLength(1);
          expect(deliveries[0]!.kg).toBeGreaterThan(9_900);
          expect(deliveries[0]!.kg).toBeLessThan(10_100);
          expect(deliveries[0]!.time).toBeGreaterThan(start);
          expect(deliveries[0]!.time).toBeLessThanOrEqual(start + lead + 15 * MIN);
          const [day] = consumptionByPeriod([steps], [0, DAY]);
          expect(day!.amount!).toBeGreaterThan(3_564);
          expect(day!.amount!).toBeLessThan(3_636);
          expect(steps.every((step) => step.eaten > -20)).toBe(true);
        });
      }
    }

    it('still reads a lone noisy rise that falls straight back as noise, not as a delivery', () => {
      const readings = hourly(0, 24, 5000, 100).map((r) => (r.time === 12 * H ? { ...r, weight: r.weight + 400 } : r));
      const { steps, deliveries } = drawnFeed(readings, { capacityKg: 10_000 });
      expect(deliveries).toEqual([]);
      expect(consumptionByPeriod([steps], [0, DAY])[0]!.amount).toBeCloseTo(2400, 6);
    });
  });

  it('leaves a lone spike out: a knock down is neither feed eaten nor, on its way back, a delivery', () => {
    // A reading a minute, 1 kg eaten a minute from 5,000 kg over a day; 500 kg (5 % of a 10 t silo) off at 10:00 and at 15:00.
    const readings: LoadCellReading[] = Array.from({ length: 24 * 60 + 1 }, (_, m) => ({ time: m * 60_000, weight: 5_000 - m }));
    readings[600] = { ...readings[600]!, weight: readings[600]!.weight - 500 };
    readings[900] = { ...readings[900]!, weight: readings[900]!.weight + 500 };
    const { steps, deliveries } = drawnFeed(readings, { capacityKg: 10_000 });
    expect(deliveries).toEqual([]);
    // 1,440 minutes at 1 kg: the spikes change nothing.
    expect(consumptionByPeriod([steps], [0, DAY])[0]!.amount).toBeCloseTo(1_440, 6);
  });

  describe('read once an hour at 40 past, an 8,000 kg truck at 09:30 into a silo eaten 60 kg/h by night and 200 kg/h from 05:00', () => {
    /** The silo's weight at `hour` (from midnight), the truck put in at 09:30. */
    const weight = (hour: number) => {
      const eaten = 60 * Math.min(hour, 5) + 200 * Math.max(0, hour - 5);
      return 9_000 - eaten + (hour >= 9.5 ? 8_000 : 0);
    };
    const readings = (): LoadCellReading[] => Array.from({ length: 19 }, (_, h) => ({ time: (h + 2 / 3) * H, weight: weight(h + 2 / 3) }));

    it('weighs the truck from the hours either side at one pace, not from a line bent by lights on', () => {
      const { deliveries } = drawnFeed(readings(), { capacityKg: 18_000 });
      expect(deliveries).toHaveLength(1);
      // A line back to 04:40 would take 60 kg/h into the morning's pace and lose about 30 kg.
      expect(deliveries[0]!.kg).toBeCloseTo(8_000, 0);
    });

    it('leaves out a knock on the last reading before the truck instead of adding it to the delivery', () => {
      const knocked = readings();
      knocked[9] = { ...knocked[9]!, weight: knocked[9]!.weight - 800 };
      const { deliveries } = drawnFeed(knocked, { capacityKg: 18_000 });
      expect(deliveries.map((d) => Math.round(d.kg))).toEqual([8_000]);
    });

    it('leaves out a knock the reading before that, whose neighbours at the morning pace outvote it', () => {
      const knocked = readings();
      knocked[8] = { ...knocked[8]!, weight: knocked[8]!.weight + 1_100 };
      const { deliveries } = drawnFeed(knocked, { capacityKg: 18_000 });
      expect(deliveries).toHaveLength(1);
      // Without the knock, the four readings before the truck reach back to 04:40, before lights on: within 0.5 %, not exact.
      expect(Math.abs(deliveries[0]!.kg / 8_000 - 1)).toBeLessThan(0.005);
    });
  });

  it("takes the day's drift off a silo standing full for days, though knocks break its stillness twice a day", () => {
    // 15-minute readings of a full 12 t silo for four days: +0.5 % at 15:00, -0.5 % at 03:00, a 6 % knock every 12 hours.
    const readings: LoadCellReading[] = Array.from({ length: 4 * 96 }, (_, q) => {
      const time = q * 15 * 60_000;
      const drift = 0.005 * Math.cos((2 * Math.PI * (time / H - 15)) / 24);
      return { time, weight: 12_000 * (1 + drift) - (q % 48 === 20 ? 720 : 0) };
    });
    const { steps } = drawnFeed(readings, { capacityKg: 18_000 });
    // Nothing was eaten: from 03:00 to 15:00 and back, the untouched silo reads (almost) nothing, where the drift alone would show 120 kg.
    const halfDays = consumptionByPeriod([steps], [3 * H, 15 * H, 27 * H, 39 * H, 51 * H, 63 * H]);
    for (const half of halfDays) expect(Math.abs(half.amount!)).toBeLessThan(10);
  });

  it('spreads the fall across a sensor blackout instead of losing it', () => {
    // 06:00-10:00 the device repeats its last weight; the next good reading shows the real fall.
    const readings = hourly(0, 24, 5000, 100).map((r) =>
      r.time > 6 * H && r.time < 10 * H ? { time: r.time, weight: 4400, blackout: true } : r,
    );
    const { steps } = drawnFeed(readings);
    const periods = consumptionByPeriod([steps], [0, 8 * H, DAY]);
    expect(periods[0]!.amount! + periods[1]!.amount!).toBeCloseTo(2400, 6);
    // 6-10 h fell 400 kg: half of it lands before 08:00.
    expect(periods[0]!.amount).toBeCloseTo(800, 6);
  });

  it('gives no amount, not zero, to a day without readings, and partial coverage to a day cut short', () => {
    const { steps } = drawnFeed(hourly(0, 12, 5000, 100));
    const [first, second] = consumptionByPeriod([steps], [0, DAY, 2 * DAY]);
    expect(first!.amount).toBeCloseTo(1200, 6);
    expect(first!.coverage).toBeCloseTo(0.5, 6);
    expect(second!.amount).toBeNull();
    expect(second!.coverage).toBe(0);
  });

  it('reads an empty silo as nothing eaten: load-cell noise around zero cancels out', () => {
    const noise = [0, 12, 3, 0, 9, 0, 15, 2, 0, 0, 6, 0, 0];
    const readings = noise.map((weight, h) => ({ time: h * H, weight }));
    const [period] = consumptionByPeriod([drawnFeed(readings).steps], [0, 12 * H]);
    expect(period!.amount).toBeCloseTo(0, 6);
  });

  it('adds the silos of a shed, each covering its own hours', () => {
    const a = drawnFeed(hourly(0, 24, 5000, 60)).steps;
    const b = drawnFeed(hourly(12 * H, 12, 4000, 40)).steps;
    const [day] = consumptionByPeriod([a, b], [0, DAY]);
    expect(day!.amount).toBeCloseTo(1440 + 480, 6);
    expect(day!.coverage).toBeCloseTo(0.75, 6);
  });
});

describe('recentIntakeRatio', () => {
  it('compares the last days with data to the reference, within bounds', () => {
    const days = [
      { amount: 500, ideal: 1000 },
      { amount: 900, ideal: 1000 },
      { amount: null, ideal: 1000 },
      { amount: 1100, ideal: 1000 },
      { amount: 1000, ideal: 1000 },
    ];
    expect(recentIntakeRatio(days)).toBeCloseTo(3000 / 3000, 6);
    expect(recentIntakeRatio(days, 4)).toBeCloseTo(3500 / 4000, 6);
    expect(recentIntakeRatio([{ amount: 100, ideal: 1000 }])).toBe(0.5);
    expect(recentIntakeRatio([])).toBe(1);
  });
});

describe('consumptionByAge', () => {
  const start = Date.parse('2026-11-01T06:00:00Z');
  const dayStart = (age: number) => start + (age - 20) * 24 * H;
  /** A reading every 10 minutes from `from` to `to` hours after the start, falling `kgPerHour`. */
  const falling = (kgPerHour: number, from: number, to: number) =>
    Array.from({ length: (to - from) * 6 + 1 }, (_, i) => ({ time: start + from * H + (i * H) / 6, weight: 9_000 - kgPerHour * (from + i / 6) }));

  it("shares both silos' feed among the days of age, completing a silo's day for the hours its readings miss", () => {
    const silos = [
      { capacityKg: 10_000, readings: falling(30, 0, 72) },
      // The second silo's readings stop at hour 66: it saw 18 of day 22's 24 hours, 360 kg at 20 kg/h.
      { capacityKg: 10_000, readings: falling(20, 0, 66) },
    ];
    const days = consumptionByAge(silos, [20, 21, 22], dayStart);
    expect([...days.keys()]).toEqual([20, 21, 22]);
    expect(days.get(20)!.amount).toBeCloseTo(24 * 50, 6);
    expect(days.get(20)!.estimated).toBeCloseTo(0, 6);
    expect(days.get(21)!.amount).toBeCloseTo(24 * 50, 6);
    // 720 kg from the first silo, and 360 kg ÷ 0.75 = 480 kg from the second, 120 kg of it estimated.
    expect(days.get(22)!.amount).toBeCloseTo(1200, 6);
    expect(days.get(22)!.estimated).toBeCloseTo(120, 6);
  });

  it("leaves out a day on which a silo's readings cover less than a quarter of it", () => {
    const silos = [
      { capacityKg: 10_000, readings: falling(30, 0, 72) },
      { capacityKg: 10_000, readings: falling(20, 0, 53) },
    ];
    expect([...consumptionByAge(silos, [20, 21, 22], dayStart).keys()]).toEqual([20, 21]);
  });

  it('answers the days a silo is silent with what the others measured, raised to the expected feed and the rest marked estimated', () => {
    const silos = [
      { capacityKg: 10_000, readings: falling(30, 0, 72) },
      // Silent from hour 20: day 20 is 20 of 24 hours, days 21 and 22 nothing.
      { capacityKg: 10_000, readings: falling(20, 0, 20) },
    ];
    // Expected 1,000 kg a day: day 21 is the 720 kg the first silo measured and 280 kg estimated for the silent one.
    const days = consumptionByAge(silos, [20, 21, 22], dayStart, () => 1_000);
    expect([...days.keys()]).toEqual([20, 21, 22]);
    expect(days.get(20)!.amount).toBeCloseTo(720 + 480, 6);
    expect(days.get(21)!.amount).toBeCloseTo(1_000, 6);
    expect(days.get(21)!.estimated).toBeCloseTo(280, 6);
    // Expected less than measured: the birds ate from the silo that reports, nothing is added.
    expect(consumptionByAge(silos, [21], dayStart, () => 600).get(21)).toEqual({ amount: expect.closeTo(720, 6), estimated: 0 });
    // No expectation, or no silo reporting: no day.
    expect(consumptionByAge(silos, [21], dayStart).size).toBe(0);
    expect(consumptionByAge([silos[1]!], [21], dayStart, () => 1_000).size).toBe(0);
  });

  it('answers nothing without ages or silos', () => {
    expect(consumptionByAge([], [20], dayStart).size).toBe(0);
    expect(consumptionByAge([{ capacityKg: 10_000, readings: falling(30, 0, 24) }], [], dayStart).size).toBe(0);
  });
});

describe('completeDay', () => {
  it('estimates the hours the load cells missed at the rate they measured: 600 kg over 60 % of the day make 1,000 kg', () => {
    expect(completeDay(600, 0.6)).toEqual({ amount: 1000, estimated: 400 });
    expect(completeDay(1000, 1)).toEqual({ amount: 1000, estimated: 0 });
  });

  it('does not guess a day from less than a quarter of it', () => {
    expect(completeDay(100, 0.2)).toBeNull();
    expect(completeDay(100, 0)).toBeNull();
  });
});
