import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { XLSX_CONTENT_TYPE, type BatchImportResult, type ImportRefusal } from '@plantel/contracts';
import { changeLanguage } from '@/lib/i18n';
import { useSessionStore } from '@/stores/session';
import { demoLogin } from '@/testing/demoUsers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { shedListItemOf } from '@/testing/shedListItem';
import { BatchImportView } from './BatchImportView';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Call {
  url: string;
  method: string;
  contentType: string | null;
  body: unknown;
}

let calls: Call[];
let importAnswer: () => Response | Promise<Response>;

const RESULT: BatchImportResult = { batch: 77, replaced: false, closed: true, weighings: 6, feed_days: 42, mortality_days: 1, egg_days: 0, treatments: 0, vaccinations: 0, samples: 0 };
const REFUSALS: ImportRefusal[] = [
  { sheet: 'feed', sheet_name: 'Ração', row: 4, field: 'date', column: 'Data', message: 'É antes do alojamento (2026-01-02)' },
  { sheet: 'weighings', sheet_name: 'Pesagens', row: 2, field: 'mean_weight', column: 'Peso médio (g)', message: 'Deve ser maior que zero' },
];
const refused = () => json(400, { statusCode: 400, error: 'Bad Request', message: '2 valor(es) recusado(s); nada foi gravado', requestId: 'r', refusals: REFUSALS });

beforeEach(() => {
  calls = [];
  importAnswer = () => json(201, RESULT);
  useSessionStore.getState().login(demoLogin('tecnico'));
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    calls.push({ url, method: init.method ?? 'GET', contentType: headers.get('content-type'), body: init.body });
    if (url.startsWith('/api/v2/sheds/')) {
      const results = url.startsWith('/api/v2/sheds/lodged') ? [shedListItemOf({ id: 12, identification: 'Aviário 02', property_name: 'Sítio Boa Vista', stage: 'lodged' })] : [];
      return json(200, { results, count: results.length });
    }
    if (url.startsWith('/api/v2/batches/import/template')) {
      return new Response(new Blob(['xlsx']), { status: 200, headers: { 'content-type': XLSX_CONTENT_TYPE, 'content-disposition': 'attachment; filename="modelo.xlsx"' } });
    }
    if (url.startsWith('/api/v2/batches/import')) return importAnswer();
    if (url === '/api/v2/batches/77') return json(200, { id: 77, identification: 'L-2026-07', lineage: 'Ross 308', shed: 12, production_type: { external_id: 3 } });
    return json(404, { statusCode: 404, error: 'Not Found', message: 'no', requestId: 'r' });
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSessionStore.getState().logout();
  await changeLanguage('pt-BR');
});

const dashboardPath = vi.fn((type: number, shed: number, batch: number) => `/broiler/performance/dashboard/${shed}?batch=${batch}&type=${type}`);

function renderView() {
  const router = createMemoryRouter([{ path: '*', element: <BatchImportView dashboardPath={dashboardPath} /> }]);
  return renderWithProviders(<RouterProvider router={router} />);
}

/** The imports sent (the page also lists the sheds and may download the template). */
const importCalls = () => calls.filter((c) => c.url.startsWith('/api/v2/batches/import?'));
const choose = (file: File) => fireEvent.change(screen.getByTestId('batch-import-file'), { target: { files: [file] } });
const xlsx = (name = 'lote.xlsx') => new File(['PK fake workbook'], name, { type: '' });

describe('the batch import screen', () => {
  it('downloads the template in the interface language', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:template');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    await changeLanguage('en');
    const { user } = renderView();
    await user.click(screen.getByRole('button', { name: 'Download the template (.xlsx)' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(calls.filter((c) => c.url.includes('/template'))).toMatchObject([{ url: '/api/v2/batches/import/template?lang=en', method: 'GET' }]);
  });

  it('downloads the template with the shed chosen in its batch row', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:template');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { user } = renderView();
    const shed = screen.getByRole('combobox', { name: 'Galpão do lote' });
    await waitFor(() => expect(shed).toBeEnabled());
    await user.selectOptions(shed, 'Sítio Boa Vista – Aviário 02');
    await user.click(screen.getByRole('button', { name: 'Baixar o modelo (.xlsx)' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(calls.filter((c) => c.url.includes('/template')).map((c) => c.url)).toEqual(['/api/v2/batches/import/template?lang=pt-BR&shed=12']);
  });

  it('sends nothing until a file is chosen, then the file as it is, with its type and the language', async () => {
    const { user } = renderView();
    const send = screen.getByRole('button', { name: 'Importar' });
    expect(send).toBeDisabled();
    expect(screen.getByText('Nenhum arquivo escolhido.')).toBeInTheDocument();
    const file = xlsx('Lote 7.xlsx');
    choose(file);
    expect(screen.getByText('Arquivo escolhido: Lote 7.xlsx (1 KB)')).toBeInTheDocument();
    await user.click(send);
    await screen.findByText('Lote importado');
    expect(importCalls()).toMatchObject([{ url: '/api/v2/batches/import?lang=pt-BR', method: 'POST', contentType: XLSX_CONTENT_TYPE }]);
    expect(importCalls()[0]!.body).toBe(file);
  });

  it('opens the file picker from a button the keyboard reaches', async () => {
    const { user } = renderView();
    const picker = screen.getByTestId('batch-import-file') as HTMLInputElement;
    const opened = vi.spyOn(picker, 'click').mockImplementation(() => undefined);
    const button = screen.getByRole('button', { name: 'Escolher arquivo' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
    expect(button).toHaveAccessibleDescription(/O modelo preenchido \(\.xlsx\) ou um JSON com o mesmo conteúdo, até 5 MB\./);
  });

  it('shows the progress while sending', async () => {
    let answer!: (response: Response) => void;
    importAnswer = () => new Promise<Response>((resolve) => (answer = resolve));
    const { user } = renderView();
    choose(xlsx());
    await user.click(screen.getByRole('button', { name: 'Importar' }));
    expect(await screen.findByRole('progressbar', { name: 'Enviando lote.xlsx…' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Escolher arquivo' })).toBeDisabled();
    answer(json(201, RESULT));
    await screen.findByText('Lote importado');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says what was created, whether it is closed, and leads to the batch on its dashboard', async () => {
    const { user } = renderView();
    choose(xlsx());
    await user.click(screen.getByRole('button', { name: 'Importar' }));
    const result = (await screen.findByText('Lote importado')).closest('[role="status"]') as HTMLElement;
    expect(within(result).getByText('Lote importado')).toBeInTheDocument();
    expect(within(result).getByText('6 pesagens, 42 dias de ração e 1 dia de mortalidade.')).toBeInTheDocument();
    expect(within(result).getByText('Encerrado: o abate informado fecha o lote.')).toBeInTheDocument();
    // Nothing of the health book was imported: the line is left out.
    expect(within(result).queryByText(/Livro sanitário/)).not.toBeInTheDocument();
    expect(await within(result).findByText('Lote L-2026-07 · Ross 308')).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: 'Abrir o painel do lote' })).toHaveAttribute('href', '/broiler/performance/dashboard/12?batch=77&type=3');
    expect(dashboardPath).toHaveBeenCalledWith(3, 12, 77);
  });

  it('says when a batch was replaced and is still open, counting nothing as nothing', async () => {
    importAnswer = () => json(201, { ...RESULT, replaced: true, closed: false, weighings: 1, feed_days: 1200, mortality_days: 0, treatments: 2, samples: 1 });
    await changeLanguage('en');
    const { user } = renderView();
    choose(xlsx());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Batch replaced: the history imported before gave way to this one')).toBeInTheDocument();
    expect(screen.getByText('1 weighing, 1,200 feed days and no mortality days.')).toBeInTheDocument();
    expect(screen.getByText('Health book: 2 treatments, no vaccinations and 1 sample.')).toBeInTheDocument();
    expect(screen.getByText('Open: no slaughter given, the batch is still housed.')).toBeInTheDocument();
  });

  it('lists each refused value with its sheet, row, column and reason as the server gives them', async () => {
    importAnswer = refused;
    const { user } = renderView();
    choose(xlsx());
    await user.click(screen.getByRole('button', { name: 'Importar' }));
    expect(await screen.findByText('2 valores recusados: nada foi gravado')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Valores recusados' });
    const rows = within(table).getAllByRole('row').map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Aba', 'Linha', 'Coluna', 'Motivo'],
      ['Ração', '4', 'Data', 'É antes do alojamento (2026-01-02)'],
      ['Pesagens', '2', 'Peso médio (g)', 'Deve ser maior que zero'],
    ]);
    expect(screen.queryByText('Lote importado')).not.toBeInTheDocument();
  });

  it('stacks the refusals as cards on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, onchange: null, dispatchEvent: () => false }));
    importAnswer = refused;
    const { user } = renderView();
    choose(xlsx());
    await user.click(screen.getByRole('button', { name: 'Importar' }));
    const list = await screen.findByRole('list', { name: 'Valores recusados' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Aba Ração, linha 4');
    expect(cards[0]).toHaveTextContent('Coluna: Data');
    expect(cards[0]).toHaveTextContent('É antes do alojamento (2026-01-02)');
  });

  it.each([
    [413, 'O arquivo passa de 5 MB; divida o histórico ou envie como JSON'],
    [415, 'Envie o lote como planilha .xlsx (o modelo) ou como JSON; o arquivo enviado não é nenhum dos dois'],
    [403, 'Só a equipe técnica da empresa pode importar lotes'],
    [500, 'Não foi possível importar o lote. Tente de novo.'],
  ])('explains a %i in the interface language', async (status, text) => {
    importAnswer = () => json(status, { statusCode: status, error: 'Error', message: 'in English', requestId: 'r' });
    const { user } = renderView();
    choose(new File(['a,b'], 'lote.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Importar' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText('O lote não foi importado')).toBeInTheDocument();
    expect(importCalls()[0]!.contentType).toBe('text/csv');
  });

  it('explains a 413 in Spanish too', async () => {
    await changeLanguage('es');
    importAnswer = () => json(413, { statusCode: 413, error: 'Payload Too Large', message: 'Request body is too large', requestId: 'r' });
    const { user } = renderView();
    choose(xlsx());
    await user.click(screen.getByRole('button', { name: 'Importar' }));
    expect(await screen.findByText('El archivo supera 5 MB; divida el historial o envíelo como JSON')).toBeInTheDocument();
  });

  it('forgets the last answer when another file is chosen', async () => {
    importAnswer = refused;
    const { user } = renderView();
    choose(xlsx());
    await user.click(screen.getByRole('button', { name: 'Importar' }));
    await screen.findByRole('table', { name: 'Valores recusados' });
    choose(xlsx('corrigido.xlsx'));
    expect(screen.queryByRole('table', { name: 'Valores recusados' })).not.toBeInTheDocument();
    expect(screen.getByText('Arquivo escolhido: corrigido.xlsx (1 KB)')).toBeInTheDocument();
  });
});
