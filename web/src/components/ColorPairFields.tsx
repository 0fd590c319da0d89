import { ColorField } from './ColorField';

type ColorKey = 'primaryColor' | 'secondaryColor';

/** An entity's primary and secondary colours (spec 1 §5), side by side in the form's grid. */
export function ColorPairFields({
  values,
  onChange,
  errorFor,
  helper,
}: {
  values: Record<ColorKey, string>;
  onChange: (key: ColorKey, color: string) => void;
  errorFor: (key: ColorKey) => string | undefined;
  helper: string;
}) {
  return (
    <>
      <ColorField
        label="Primary colour"
        value={values.primaryColor}
        onChange={(color) => onChange('primaryColor', color)}
        error={errorFor('primaryColor')}
        helper={helper}
      />
      <ColorField
        label="Secondary colour"
        value={values.secondaryColor}
        onChange={(color) => onChange('secondaryColor', color)}
        error={errorFor('secondaryColor')}
        helper={helper}
      />
    </>
  );
}
