import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseOptions, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const config = createRequire(import.meta.url)(path.join(ROOT, '.dependency-cruiser.cjs')) as IConfiguration;

/** Cruises `paths` (relative to `baseDir`) with the project's rules; answers the result. */
async function cruiseWithRules(paths: string[], baseDir: string, tsConfigFile?: string): Promise<ICruiseResult> {
  const options: ICruiseOptions = {
    ...config.options,
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    ...(tsConfigFile ? { tsConfig: { fileName: tsConfigFile } } : { tsConfig: undefined }),
  };
  const { output } = await cruise(paths, options, undefined, tsConfigFile ? { tsConfig: extractTSConfig(path.join(baseDir, tsConfigFile)) } : undefined);
  return output as ICruiseResult;
}

const violationsOf = (result: ICruiseResult) => result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}${v.cycle ? ` (${v.cycle.map((c) => c.name).join(' → ')})` : ''}`);

/** A throw-away tree of files under a temporary folder, `files` by path relative to it. */
function plant(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantel-layers-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('imports keep the layers of docs/architecture.md', () => {
  it('the server and the web app: no upward arrow and no circle, dynamic import() included', async () => {
    const result = await cruiseWithRules(['apps/server/src', 'apps/web/src'], ROOT, 'apps/web/tsconfig.json');
    expect(violationsOf(result)).toEqual([]);
    // Every module was read, the route table's lazy pages among them.
    expect(result.summary.totalCruised).toBeGreaterThan(600);
    const pages = result.modules.find((m) => m.source === 'apps/web/src/app/pages.ts');
    expect(pages?.dependencies.map((d) => d.resolved)).toContain('apps/web/src/app/routes/ShedListPage.tsx');
  }, 60_000);

  it('refuses an upward arrow, inside a feature too, and a circle where there is one', async () => {
    const dir = plant({
      'apps/server/src/services/sheds.service.ts': "export const shed = 1;\n",
      'apps/server/src/repositories/sheds.repository.ts': "import { shed } from '../services/sheds.service';\nexport const row = shed;\n",
      'apps/server/src/jobs/sweep.job.ts': "import { row } from '../repositories/sheds.repository';\nexport const sweep = row;\n",
      'apps/server/src/simulator/a.ts': "import { b } from './b';\nexport const a = b;\n",
      'apps/server/src/simulator/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
      'apps/web/src/components/Card.ts': "import { shed } from '../features/sheds/Shed';\nexport const card = shed;\n",
      'apps/web/src/features/sheds/Shed.ts': "export const shed = 1;\n",
      // Inside a feature: the api reads its state, a rule asks the api, the state draws a component.
      'apps/web/src/features/sheds/api/shedsApi.ts': "import { model } from '../model/shedModel';\nexport const api = model;\n",
      'apps/web/src/features/sheds/filters/shedFilter.ts': "import { api } from '../api/shedsApi';\nexport const filter = api;\n",
      'apps/web/src/features/sheds/model/shedModel.ts': "import { card } from '../components/ShedCard';\nexport const model = card;\n",
      'apps/web/src/features/sheds/components/ShedCard.ts': "export const card = 1;\n",
    });
    try {
      const rules = (await cruiseWithRules(['apps'], dir)).summary.violations.map((v) => `${v.rule.name}: ${v.from}`);
      expect(rules.sort()).toEqual([
        'feature-api-below-its-state: apps/web/src/features/sheds/api/shedsApi.ts',
        'feature-components-on-top: apps/web/src/features/sheds/model/shedModel.ts',
        'feature-rules-below-its-api: apps/web/src/features/sheds/filters/shedFilter.ts',
        'http-jobs-and-cli-go-through-services: apps/server/src/jobs/sweep.job.ts',
        'no-circle: apps/server/src/simulator/a.ts',
        'repositories-below-services: apps/server/src/repositories/sheds.repository.ts',
        'web-shared-pieces-below-features-and-app: apps/web/src/components/Card.ts',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
