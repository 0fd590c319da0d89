import { Box, Button, chakra, Field, Flex, Input, Text } from '@chakra-ui/react';
import {
  IMAGE_OWNER_KINDS,
  UPLOAD_FAILED_MESSAGE,
  UPLOADABLE_IMAGE_TYPES,
  validateImageUpload,
  validateImageUrl,
  type ImageOwnerKind,
} from '@esports-admin/schema/rules/image';
import { validateImageDimensions } from '@esports-admin/schema/rules/validation';
import { MAX_ASSET_BYTES } from '@esports-admin/schema/upstream/assets';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useCreateImageUploadMutation } from '../__generated__/hooks';
import { putFile } from './putFile';
import { UploadProgress } from './UploadProgress';

/** Whose image the field holds, for the asset service folder an upload goes to. */
export interface ImageUploadOwner {
  owner: ImageOwnerKind;
  /** The owner's id once it exists; null while it is being created. */
  ownerId?: string | null;
}

interface ImageUrlFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A message about the address itself (from the shared rules or the gateway). */
  error?: string;
  helper?: string;
  /**
   * Told the image-size problem of the current address, or null when there is none, so the form
   * can refuse to save an image wider or taller than 4000 px.
   */
  onImageProblem?: (problem: string | null) => void;
  /**
   * Where an uploaded file belongs. Left out, it follows the page: /teams/…, /organizations/… and
   * /leagues/… upload for that owner (the :id of an edit page); elsewhere, or with null, the
   * field takes addresses only.
   */
  upload?: ImageUploadOwner | null;
}

/** The owner of the page's images: /teams/12/edit → team 12, /organizations/create → new. */
function useRouteOwner(): ImageUploadOwner | null {
  const { pathname } = useLocation();
  const { id } = useParams();
  const section = pathname.split('/')[1] ?? '';
  const owner = IMAGE_OWNER_KINDS.find((kind) => `${kind}s` === section);
  return owner ? { owner, ownerId: id ?? null } : null;
}

/** The pixel size of an image file, read by the browser before anything is sent. */
function readImageSize(file: File): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const address = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(address);
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      URL.revokeObjectURL(address);
      reject(new Error('not an image'));
    };
    image.src = address;
  });
}

type UploadState =
  | { phase: 'idle' }
  | { phase: 'checking' }
  | { phase: 'uploading'; fileName: string; progress: number }
  | { phase: 'failed'; message: string };

const ACCEPTED_TYPES = [...new Set(Object.values(UPLOADABLE_IMAGE_TYPES))].join(',');

/** What the preview learned about one address. */
type Outcome =
  { address: string; width: number; height: number } | { address: string; failed: true };

/**
 * An image address with a preview. When the image loads, its natural size is checked against
 * the 4000 px limit (spec 1 §5, §9) and an oversized one is reported with the spec message.
 * An image that does not load is only noted: the asset host may be unreachable from here.
 */
export function ImageUrlField({
  label,
  value,
  onChange,
  error,
  helper,
  onImageProblem,
  upload,
}: ImageUrlFieldProps) {
  const routeOwner = useRouteOwner();
  const uploadOwner = upload === undefined ? routeOwner : upload;
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploadState, setUploadState] = useState<UploadState>({ phase: 'idle' });
  const [createUpload] = useCreateImageUploadMutation();
  const busy = uploadState.phase === 'checking' || uploadState.phase === 'uploading';

  async function uploadFile(file: File) {
    if (!uploadOwner) return;
    const fail = (message: string) => setUploadState({ phase: 'failed', message });
    const fileProblem = validateImageUpload(file, MAX_ASSET_BYTES);
    if (fileProblem) return fail(fileProblem);
    setUploadState({ phase: 'checking' });
    let size: { width: number; height: number };
    try {
      size = await readImageSize(file);
    } catch {
      return fail('The file is not an image this browser can read');
    }
    const tooLarge = validateImageDimensions(size.width, size.height);
    if (tooLarge) return fail(tooLarge);
    try {
      const { data } = await createUpload({
        variables: {
          input: {
            owner: uploadOwner.owner,
            ownerId: uploadOwner.ownerId ?? null,
            fileName: file.name,
            contentType: file.type || null,
            size: file.size,
          },
        },
      });
      const result = data?.createImageUpload;
      if (!result?.ok) {
        return fail(
          result?.error?.code === 'BAD_USER_INPUT' ? result.error.message : UPLOAD_FAILED_MESSAGE,
        );
      }
      setUploadState({ phase: 'uploading', fileName: file.name, progress: 0 });
      await putFile(file, result.ok, (progress) =>
        setUploadState({ phase: 'uploading', fileName: file.name, progress }),
      );
      setUploadState({ phase: 'idle' });
      onChange(result.ok.imageUrl);
    } catch {
      fail(UPLOAD_FAILED_MESSAGE);
    }
  }

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (file) void uploadFile(file);
  }

  const address = value.trim();
  const previewable = address !== '' && validateImageUrl(address) === null;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const known = outcome?.address === address ? outcome : null;
  const loaded = known && 'width' in known ? known : null;
  const failed = known !== null && 'failed' in known;

  const sizeProblem = loaded ? validateImageDimensions(loaded.width, loaded.height) : null;
  useEffect(() => {
    onImageProblem?.(sizeProblem);
  }, [sizeProblem, onImageProblem]);

  const uploadProblem = uploadState.phase === 'failed' ? uploadState.message : null;
  const message = error ?? sizeProblem ?? uploadProblem;
  return (
    <Field.Root invalid={Boolean(message)}>
      <Field.Label>{label}</Field.Label>
      <Flex gap="3" align="flex-start" w="full">
        <Box
          flexShrink={0}
          w="14"
          h="14"
          rounded="md"
          borderWidth="1px"
          overflow="hidden"
          display="flex"
          alignItems="center"
          justifyContent="center"
          bg="bg.muted"
        >
          {previewable && !failed ? (
            <chakra.img
              key={address}
              src={address}
              alt={`${label} preview`}
              maxW="full"
              maxH="full"
              objectFit="contain"
              onLoad={(event) =>
                setOutcome({
                  address,
                  width: event.currentTarget.naturalWidth,
                  height: event.currentTarget.naturalHeight,
                })
              }
              onError={() => setOutcome({ address, failed: true })}
            />
          ) : (
            <Text fontSize="2xs" color="fg.subtle">
              none
            </Text>
          )}
        </Box>
        <Box flex="1" minW="0">
          <Flex gap="2">
            <Input
              type="url"
              value={value}
              onChange={(event) => {
                if (uploadState.phase === 'failed') setUploadState({ phase: 'idle' });
                onChange(event.currentTarget.value);
              }}
              placeholder="https://"
              bg="bg.panel"
              autoComplete="off"
              spellCheck={false}
            />
            {uploadOwner && (
              <>
                <Button
                  variant="outline"
                  flexShrink={0}
                  loading={busy}
                  loadingText="Upload"
                  aria-label={`Upload ${label}`}
                  onClick={() => fileInput.current?.click()}
                >
                  Upload
                </Button>
                <chakra.input
                  ref={fileInput}
                  type="file"
                  accept={ACCEPTED_TYPES}
                  display="none"
                  aria-label={`${label} file`}
                  onChange={chooseFile}
                />
              </>
            )}
          </Flex>
          {uploadState.phase === 'uploading' && (
            <UploadProgress
              label={`Uploading ${uploadState.fileName}`}
              progress={uploadState.progress}
            />
          )}
          <Box minH="5" mt="1.5">
            {message ? (
              <Field.ErrorText>{message}</Field.ErrorText>
            ) : failed ? (
              <Field.HelperText>The image could not be loaded from this address.</Field.HelperText>
            ) : loaded ? (
              <Field.HelperText>
                {loaded.width} × {loaded.height} px
              </Field.HelperText>
            ) : (
              helper && <Field.HelperText>{helper}</Field.HelperText>
            )}
          </Box>
        </Box>
      </Flex>
    </Field.Root>
  );
}
