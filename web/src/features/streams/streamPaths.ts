export const STREAM_GROUP_LIST_PATH = '/stream/group/list';
export const STREAM_GROUP_CREATE_PATH = '/stream/group/create';
export const streamGroupEditPath = (id: string) => `/stream/group/${encodeURIComponent(id)}/edit`;
