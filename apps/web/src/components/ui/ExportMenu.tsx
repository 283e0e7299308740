import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPORT_FORMATS, type ExportFormat } from '@plantel/contracts';
import { NetworkError } from '@/lib/api-errors';
import { downloadFile } from '@/lib/download';
import { exportPath, type ExportQuery } from '@/lib/exportPath';
import { currentLanguage } from '@/lib/i18n';

interface ExportMenuProps {
  /** The list's API path without its version: `sheds/performance`, `alerts/history`, `feed-controls`… */
  list: string;
  /** The list's current filters and ordering, so the file holds what the table shows (every page of it). */
  query: ExportQuery;
  /** The file's name, without extension, when the server gives none. */
  fallbackName: string;
  disabled?: boolean;
}

type ExportState = 'idle' | 'busy' | 'failed' | 'offline';

/** "Export" with a menu of formats: downloads the list as a CSV or Excel file, saying so while it does and when it cannot. */
export function ExportMenu({ list, query, fallbackName, disabled = false }: ExportMenuProps) {
  const { t, i18n } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [state, setState] = useState<ExportState>('idle');
  const busy = state === 'busy';

  const download = async (format: ExportFormat) => {
    setAnchor(null);
    setState('busy');
    try {
      await downloadFile(exportPath(list, query, format, currentLanguage(i18n.language)), { fallbackName: `${fallbackName}.${format}` });
      setState('idle');
    } catch (error) {
      setState(error instanceof NetworkError ? 'offline' : 'failed');
    }
  };

  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {busy ? (
          <Typography role="status" variant="caption" color="text.secondary">
            {t('export.inProgress')}
          </Typography>
        ) : null}
        <Button
          variant="outlined"
          startIcon={busy ? <CircularProgress size={16} aria-hidden /> : <FileDownloadOutlined />}
          endIcon={<ArrowDropDown />}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? true : undefined}
          aria-busy={busy}
          disabled={disabled || busy}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {t('export.button')}
        </Button>
      </Box>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {EXPORT_FORMATS.map((format) => (
          <MenuItem key={format} onClick={() => void download(format)}>
            {t(`export.formats.${format}`)}
          </MenuItem>
        ))}
      </Menu>
      {state === 'failed' || state === 'offline' ? (
        <Alert severity="error" onClose={() => setState('idle')}>
          {t(state === 'offline' ? 'export.offline' : 'export.failed')}
        </Alert>
      ) : null}
    </Box>
  );
}
