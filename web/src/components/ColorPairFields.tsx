import { ColorField } from './ColorField';

type ColorKey = 'primaryColor' | 'secondaryColor';

/** An entity's primary and secondary colours (spec 1 §5), side by side in the form's grid. */
export function ColorPairFields({
  form: { values, set: onChange, errorFor },
  helper,
}: {
  /** The entity form (`useEntityForm`) holding the two colours. */
  form: {
    values: Record<ColorKey, string>;
    set: (key: ColorKey, color: string) => void;
    errorFor: (key: ColorKey) => string | undefined;
  };
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
