import type { TextFieldProps } from '@mui/material';

/**
 * A text field that grows with its text. Where the browser sizes a textarea
 * to its content itself (CSS field-sizing), the field is a plain textarea so
 * sized, which MUI styles as its growing one. MUI's growing textarea measures
 * each field in a hidden copy of it, forcing a layout per field, which
 * slowed the opening of a form of many long texts. Elsewhere it still does the work.
 */
export const growingText: Pick<TextFieldProps, 'multiline' | 'minRows' | 'slotProps'> =
  typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content')
    ? { multiline: true, slotProps: { input: { inputComponent: 'textarea' }, htmlInput: { rows: 1, style: { fieldSizing: 'content' } } } }
    : { multiline: true, minRows: 1 };
