import { lazy, Suspense, useState } from 'react';
import { importShellChunk } from '../federation/shell-chunk';
import { modalQueue, useCurrentModal, type ModalQueue } from '../modal-queue/modal-queue';
import { BannerHost } from './banner-host';
// Every kind of modal registers before the queue is first used (a restored session, kept state).
import './registered-modals';

const ModalDialog = lazy(() => importShellChunk(() => import('./modal-dialog')).then((module) => ({ default: module.ModalDialog })));

/**
 * The queue's modals on screen: a dialog (./modal-dialog) while one is asked for, else the banner (the
 * cookie choice). The dialog's code is a chunk of its own, brought with the page's first dialog (a
 * visitor's home opens none); once here, it stays, so the next dialog shows at once.
 */
export function ModalHost({ queue = modalQueue }: { queue?: ModalQueue }) {
  const current = useCurrentModal(queue);
  const [dialogWanted, setDialogWanted] = useState(current !== null);
  if (current && !dialogWanted) setDialogWanted(true);
  return (
    <>
      {dialogWanted && (
        <Suspense fallback={null}>
          <ModalDialog queue={queue} />
        </Suspense>
      )}
      <BannerHost queue={queue} />
    </>
  );
}
