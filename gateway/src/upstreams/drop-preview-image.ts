/**
 * The drop preview image function (spec 3 §7 "Preview image"): basic authorization, not the
 * caller's bearer; it answers the rendered drop card as an image (SVG text).
 */
import {
  DROP_PREVIEW_IMAGE_PATH,
  DROP_PREVIEW_IMAGE_SANDBOX_BASIC_AUTH,
  type DropPreviewImageRequestDto,
} from '@esports-admin/schema/upstream/drop-preview-image';
import { defineUpstream, type UpstreamClient } from './upstream';

export function dropPreviewImageApi(client: UpstreamClient) {
  return {
    renderDropPreview(request: DropPreviewImageRequestDto) {
      return client.post<string>(DROP_PREVIEW_IMAGE_PATH, { body: request });
    },
  };
}

export type DropPreviewImageApi = ReturnType<typeof dropPreviewImageApi>;

export const dropPreviewImageUpstream = defineUpstream({
  name: 'dropPreviewImage',
  urlSetting: 'DROP_PREVIEW_IMAGE_URL',
  basicAuth: {
    setting: 'DROP_PREVIEW_IMAGE_BASIC_AUTH',
    sandboxDefault: DROP_PREVIEW_IMAGE_SANDBOX_BASIC_AUTH,
  },
  create: dropPreviewImageApi,
});
