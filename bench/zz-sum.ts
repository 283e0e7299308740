import { topSelfTime } from './cpu-profile-summary';
import fs from 'node:fs';
const f = fs.readdirSync('/tmp/prof')[0];
const r = topSelfTime('/tmp/prof/' + f, 12);
console.log(r.total_ms, r.idle_share);
for (const x of r.functions) console.log(x.self_ms.toFixed(0).padStart(6), (x.share*100).toFixed(1).padStart(5), x.function, x.where);
