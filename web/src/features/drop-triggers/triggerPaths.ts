export const TRIGGER_LIST_PATH = '/drops/triggers';
export const TRIGGER_SEND_PATH = '/drops/triggers/send';
