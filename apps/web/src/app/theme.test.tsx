import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildTheme } from './theme';

function renderedWith(reducedMotion: boolean) {
  return render(
    <ThemeProvider theme={buildTheme(reducedMotion)}>
      <Button>Salvar</Button>
      <Collapse in>
        <p>Lotes</p>
      </Collapse>
    </ThemeProvider>,
  );
}

describe('the theme under a request for less motion', () => {
  it('draws no transition and no ripple when less motion is asked for', async () => {
    const { container } = renderedWith(true);
    await userEvent.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('button', { name: 'Salvar' }) });
    expect(container.querySelector('.MuiTouchRipple-root')).toBeNull();
    expect(getComputedStyle(container.querySelector('.MuiCollapse-root')!).transition).toBe('none');
  });

  it('keeps them otherwise', async () => {
    const { container } = renderedWith(false);
    await userEvent.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('button', { name: 'Salvar' }) });
    expect(container.querySelector('.MuiTouchRipple-root')).not.toBeNull();
    expect(getComputedStyle(container.querySelector('.MuiCollapse-root')!).transition).toMatch(/height/);
  });
});
