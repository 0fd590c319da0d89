import { NativeSelect } from '@chakra-ui/react';
import { isSportCode, SPORTS, type SportCode } from '@esports-admin/schema/rules/sports';
import { useSport } from '../shell/sport';
import { SelectField } from './FormFields';

/** The entity's sport: the sports the user is offered, plus the one the entity already has. */
export function SportSelectField({
  value,
  onChange,
  error,
}: {
  value: SportCode;
  onChange: (sport: SportCode) => void;
  error?: string;
}) {
  const { offeredSports } = useSport();
  const options = SPORTS.filter(
    (s) => s.code === value || offeredSports.some((o) => o.code === s.code),
  );
  return (
    <SelectField label="Sport" error={error}>
      <NativeSelect.Field
        value={value}
        onChange={(event) => {
          const sport = event.currentTarget.value;
          if (isSportCode(sport)) onChange(sport);
        }}
      >
        {options.map((s) => (
          <option key={s.code} value={s.code}>
            {s.label}
          </option>
        ))}
      </NativeSelect.Field>
    </SelectField>
  );
}
