import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NetworkError } from '@/lib/api-errors';
import { downloadFile } from '@/lib/download';

export interface DownloadChoice {
  label: string;
  path: string;
  fallbackName: string;
}

/** One button per file (PDF, xlsx), saying when a download could not be had. */
export function DownloadButtons({ files }: { files: DownloadChoice[] }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async (file: DownloadChoice) => {
    setBusy(file.path);
    setFailure(null);
    try {
      await downloadFile(file.path, { fallbackName: file.fallbackName });
    } catch (error) {
      setFailure(error instanceof NetworkError ? t('settlement.offline') : t('settlement.downloadFailed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {files.map((file) => (
          <Button key={file.path} variant="outlined" startIcon={<FileDownloadOutlined />} loading={busy === file.path} onClick={() => void download(file)} sx={{ minHeight: 44 }}>
            {file.label}
          </Button>
        ))}
      </Box>
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
    </Box>
  );
}
