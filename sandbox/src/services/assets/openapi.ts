/** The asset service's OpenAPI description: every route of service.ts. */
import {
  ASSET_FILES_PATH,
  ASSET_FUNCTIONALITY_TYPES,
  ASSET_PURPOSES,
  ASSETS_BASE_PATH,
  MAX_ASSET_BYTES,
  PRESIGNED_URL_TTL_SECONDS,
} from '@esports-admin/schema/upstream/assets';
import { get, options, put, type ServiceDescription } from '../../openapi/document';
import { answers, textQuery } from '../../openapi/parameters';
import { enumOf, integer } from '../../openapi/schema';
import { ASSETS_MOUNT_PATH } from './assets';
import { GENERATED_IMAGE_KINDS, GENERATED_IMAGES_PATH } from './generated-images';

const api = ASSETS_BASE_PATH.slice(ASSETS_MOUNT_PATH.length);
const files = `${ASSET_FILES_PATH.slice(ASSETS_MOUNT_PATH.length)}/{key}`;
const functionalityType = { name: 'functionalityType', schema: enumOf(ASSET_FUNCTIONALITY_TYPES) };
const signed = [
  textQuery('signature', 'From the presigned address'),
  { name: 'expires', schema: integer, description: 'From the presigned address' },
  functionalityType,
];
const keyNote = '`key` may span several path segments (a/b/logo.png).';
const declaredLength = {
  name: 'contentLength',
  schema: { ...integer, minimum: 1, maximum: MAX_ASSET_BYTES },
};

export const assetsOpenApi: ServiceDescription = {
  title: 'Asset service (assets v1 and its file store)',
  description: `Presigned uploads and downloads (spec 2 §7). The API needs the bearer token; the file store answers presigned addresses and serves non-banner files publicly. ${keyNote}`,
  operations: [
    get(`${api}/presignedurl`, 'getPresignedUrl', 'A presigned upload or download address', {
      query: [
        { name: 'purpose', schema: enumOf(ASSET_PURPOSES), required: true },
        { ...functionalityType, required: true },
        {
          ...textQuery(
            'key',
            'A banner key is a texture, a screenshot, a configuration file or its zip (spec 2 §5; otherwise 400 "(!) invalid asset key"); a download of game-configs/{league}-{patch}-{version}.zip packs the configuration file, its textures and its screenshots first (404 without the file)',
          ),
          required: true,
        },
        {
          name: 'expiresIn',
          schema: { ...integer, minimum: 1, maximum: PRESIGNED_URL_TTL_SECONDS },
        },
        {
          ...declaredLength,
          description:
            'Uploads only: the body length in bytes the PUT must have, signed into the address (as S3 signs a Content-Length header)',
        },
      ],
      response: answers('A PresignedUrlDto'),
    }),
    get(`${api}/keys`, 'listAssetKeys', 'Stored keys under a prefix', {
      query: [
        { name: 'purpose', schema: enumOf(['list']), required: true },
        { ...functionalityType, required: true },
        textQuery('prefix'),
      ],
      response: answers('An AssetKeyListDto'),
    }),
    options(files, 'preflightAssetFile', 'CORS preflight of a file address', {
      response: { status: 204, description: 'The CORS headers' },
    }),
    put(files, 'uploadAssetFile', 'Upload a file to a presigned address', {
      query: [
        ...signed,
        {
          ...declaredLength,
          description: 'From the presigned address, when a length was declared',
        },
      ],
      body: {
        contentType: 'application/octet-stream',
        description: `The file, at most ${MAX_ASSET_BYTES} bytes, with the content type its key's extension names. When the address was signed for a contentLength, a request whose Content-Length header is another (or missing) is refused with 403 before its body is read: S3 answers a mismatching signed Content-Length with 403 SignatureDoesNotMatch (400 EntityTooLarge is for POST policies and the 5 GB limit)`,
      },
      response: { description: 'Stored' },
    }),
    get(files, 'downloadAssetFile', 'A stored file (resized when w is given)', {
      query: [...signed, { name: 'w', schema: { ...integer, minimum: 1 } }],
      response: { description: 'The file', contentType: 'application/octet-stream', schema: {} },
    }),
    get(`${GENERATED_IMAGES_PATH}/{kind}/{file}`, 'getGeneratedImage', 'A generated logo (SVG)', {
      query: [
        { ...textQuery('label'), required: true },
        { ...textQuery('bg', 'Six hex digits'), required: true },
      ],
      response: {
        description: `A ${GENERATED_IMAGE_KINDS.join('/')} image, {file} being <name>.svg`,
        contentType: 'image/svg+xml',
        schema: { type: 'string' },
      },
    }),
  ],
};
