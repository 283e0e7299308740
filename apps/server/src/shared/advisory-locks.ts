/** Keys for pg_advisory_lock, so copies of the server sharing one database take turns. */
export const advisoryLocks = {
  migrate: 7_310_001,
  seed: 7_310_002,
  alertEngine: 7_310_003,
  reportScheduler: 7_310_004,
  /** Per division (second key): summing its climate hours; late readings take it shared. Also in migration 0013. */
  climateHours: 7_310_005,
  telemetryDeadLetters: 7_310_006,
  demoLive: 7_310_007,
  readingPartitions: 7_310_008,
  alertDispatcher: 7_310_019,
  plantLoop: 7_310_020,
} as const;
