import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorsPlugin } from './errors';
import { jsonAnswer } from '../services/common/json-text';
import { responseSerializerCompiler } from './response-serializer';

const contract = z.object({ id: z.number().int(), name: z.string(), tags: z.array(z.object({ key: z.string(), value: z.number().nullable() })) });

const answers: Record<string, unknown> = {
  exact: { id: 1, name: 'Aviário 01', tags: [{ key: 'a', value: null }] },
  extra: { id: 1, name: 'Aviário 01', tags: [{ key: 'a', value: null, secret: 'x' }] },
  reordered: { name: 'Aviário 01', id: 1, tags: [] },
  wrongType: { id: '1', name: 'Aviário 01', tags: [] },
  // Written as JSON text already (as the database writes the shed lists), spacing and all.
  text: jsonAnswer('{"id" : 2, "name" : "Aviário 02", "tags" : []}'),
  textExtra: jsonAnswer('{"id" : 2, "name" : "Aviário 02", "tags" : [], "owner" : "x"}'),
};

async function appWith(check: boolean) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(check));
  await app.register(errorsPlugin);
  app.get('/:answer', { schema: { response: { 200: contract } } }, (request) => answers[(request.params as { answer: string }).answer] as z.infer<typeof contract>);
  return app;
}

describe('response serializer', () => {
  it('writes what the service built, unchecked, without the checks (production)', async () => {
    const app = await appWith(false);
    for (const [name, answer] of Object.entries(answers)) {
      const res = await app.inject({ method: 'GET', url: `/${name}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(name.startsWith('text') ? (answer as { text: string }).text : JSON.stringify(answer));
    }
  });

  it('with the checks, lets through only an answer that is already exactly its contract, and says where one differs', async () => {
    const app = await appWith(true);
    const exact = await app.inject({ method: 'GET', url: '/exact' });
    expect(exact.statusCode).toBe(200);
    expect(exact.body).toBe(JSON.stringify(answers.exact));

    const failure = async (name: string) => {
      const res = await app.inject({ method: 'GET', url: `/${name}` });
      expect(res.statusCode).toBe(500);
      return res.json<{ message: string }>().message;
    };
    expect(await failure('extra')).toMatch(/tags\[0\]: keys outside the contract: secret/);
    expect(await failure('reordered')).toMatch(/\(root\): keys in the order name, id, tags; the contract's is id, name, tags/);
    expect(await failure('wrongType')).toMatch(/id Invalid input: expected number/);
    // An answer written as JSON text is sent as it was written, and checked as the value it parses to.
    const text = await app.inject({ method: 'GET', url: '/text' });
    expect(text.statusCode).toBe(200);
    expect(text.body).toBe('{"id" : 2, "name" : "Aviário 02", "tags" : []}');
    expect(await failure('textExtra')).toMatch(/\(root\): keys outside the contract: owner/);
  });
});
