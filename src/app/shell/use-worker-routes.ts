import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { isOpenRouteMessage } from '../../offline/channel';

/**
 * A tapped push notification in a console that is already open: the worker focuses this window and names
 * the record's route (sw/push.ts); the router moves there without a reload.
 */
export function useRoutesFromWorker(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!worker) return;
    const onMessage = (event: MessageEvent) => {
      if (isOpenRouteMessage(event.data)) void navigate(event.data.url);
    };
    worker.addEventListener('message', onMessage);
    return () => worker.removeEventListener('message', onMessage);
  }, [navigate]);
}
