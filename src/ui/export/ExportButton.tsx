/** "Export animation": the button is in the first download, the dialog and the encoder are not. */
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportDialog } from '../lazyParts';

const Dialog = exportDialog.Component;

export function ExportButton({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => setOpen(true)}
        disabled={disabled}
        data-testid="export-open"
      >
        {t('links.exportAnimation')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <Dialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
