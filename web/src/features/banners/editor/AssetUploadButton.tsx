import { Box, Button, chakra, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { UploadProgress } from '../../../components/UploadProgress';
import type { UploadState } from './useBannerAssetUpload';

/** The images a texture or screenshot may be (the shared rules take PNG, JPEG and WebP). */
const IMAGE_TYPES = 'image/png,image/jpeg,image/webp';

/** A button that picks a file, then the upload's progress bar or its failure. */
export function AssetUploadButton({
  label,
  state,
  disabled,
  onFile,
}: {
  /** 'Upload texture…' */
  label: string;
  state: UploadState;
  disabled?: boolean;
  onFile: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box>
      <Button
        size="sm"
        variant="outline"
        disabled={disabled}
        loading={state.phase === 'uploading'}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      <chakra.input
        ref={input}
        type="file"
        accept={IMAGE_TYPES}
        display="none"
        aria-label={`${label.replace('…', '')} file`}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
      {state.phase === 'uploading' && (
        <UploadProgress label={`Uploading ${state.fileName}`} progress={state.progress} />
      )}
      {state.phase === 'failed' && (
        <Text role="alert" color="fg.error" fontSize="sm" mt="1">
          {state.message}
        </Text>
      )}
    </Box>
  );
}
