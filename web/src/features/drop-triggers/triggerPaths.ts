export const TRIGGER_LIST_PATH = '/drops/triggers';
