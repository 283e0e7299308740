-- Silent sensors are one alert per shed and kind now ({{sensors}} sem leituras há {{silence}}: {{devices}}):
-- the per-device alerts already stored are worded the same way, as one sensor each.
UPDATE "alerts"
SET "params" = jsonb_build_object(
  'sensors', 1,
  'silence', "params"->'hours',
  'devices', CASE WHEN coalesce("params"->>'position', '') = '' THEN "params"->>'device' ELSE ("params"->>'device') || ' (' || ("params"->>'position') || ')' END
)
WHERE "subtype" = 'sensor_stale' AND "params" ? 'device';
