/** The work-order screens' paths: apart from the form helpers, so the list and the boards need no date code. */
export const WORK_ORDERS_PATH = '/work-order/list-view';
export const QUICK_VIEW_PATH = '/work-order/quick-view';
export const workOrderViewPath = (id: string) => `${WORK_ORDERS_PATH}/view/${id}`;
export const workOrderEditPath = (id: string) => `${WORK_ORDERS_PATH}/${id}`;
