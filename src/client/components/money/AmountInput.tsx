import { TextInput, type TextInputProps } from '@mantine/core';
import { AMOUNT_STEP } from '../../../shared/constants';

/**
 * A dollar amount as the investor types it. The text is kept as typed and turned into cents by the
 * shared schema, so no float ever holds money.
 */
export function AmountInput(props: Omit<TextInputProps, 'type' | 'onChange'> & { onChange: (value: string) => void }) {
  const { onChange, ...rest } = props;
  return (
    <TextInput
      type="number"
      inputMode="decimal"
      step={AMOUNT_STEP}
      min={AMOUNT_STEP}
      leftSection="$"
      {...rest}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
