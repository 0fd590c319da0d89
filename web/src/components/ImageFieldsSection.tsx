import { SimpleGrid } from '@chakra-ui/react';
import { FormSection } from './FormFields';
import { ImageUrlField } from './ImageUrlField';
import type { ImageProblems } from './useImageProblems';

/** A form section of image addresses (a logo bundle), two a row, each checked for its size. */
export function ImageFieldsSection<Key extends string>({
  title,
  keys,
  labels,
  values,
  onChange,
  errorFor,
  problems,
}: {
  title: string;
  keys: readonly Key[];
  labels: Record<Key, string>;
  values: Record<Key, string>;
  onChange: (key: Key, url: string) => void;
  errorFor: (key: Key) => string | undefined;
  problems: ImageProblems<Key>;
}) {
  return (
    <FormSection
      title={title}
      description="Image addresses (http or https). Each image may be at most 4000 px wide or tall."
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        {keys.map((key) => (
          <ImageUrlField
            key={key}
            label={labels[key]}
            value={values[key]}
            onChange={(url) => onChange(key, url)}
            error={errorFor(key)}
            onImageProblem={problems.reporters[key]}
          />
        ))}
      </SimpleGrid>
    </FormSection>
  );
}
