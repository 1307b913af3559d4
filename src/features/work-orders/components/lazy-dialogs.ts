import { lazyPart } from '../../../components/lazy-part';

/*
 * The filter drawer and the assign dialog of the list and the map, loaded when first opened and fetched ahead
 * once the screen shows (`LIST_DIALOGS` with usePreloadWhenIdle): their date pickers and form fields are not
 * on those screens' first load.
 */

export const WorkOrderFilterPanel = lazyPart(
  async () => (await import('./WorkOrderFilterPanel')).WorkOrderFilterPanel,
);

export const AssignWorkOrderModal = lazyPart(
  async () => (await import('./AssignWorkOrderModal')).AssignWorkOrderModal,
);

export const LIST_DIALOGS = [WorkOrderFilterPanel.preload, AssignWorkOrderModal.preload];
