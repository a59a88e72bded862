import type { ReactNode } from 'react';
import { useFormEnv, type FieldProps } from './env.js';
import { InlineTextInput } from './inline-text.js';
import { ListField } from './list-field.js';
import { MapField } from './map-field.js';
import { ObjectField } from './object-field.js';
import { pickerOptions, PickerInput } from './pickers.js';
import { EnumInput, NumberInput, SwitchInput, TextInput } from './text-fields.js';
import { UnionField } from './union-field.js';
import { BlockList } from './block-list.js';
import { ItemValueField, templateOf } from './item-value-field.js';

/**
 * One value's input, chosen from its schema alone: the named definition it
 * is (inline text, a link target, an item id, …), else its JSON type. No
 * input knows a block type, so a new block needs no editor code.
 */
export function Field(props: FieldProps): ReactNode {
  const env = useFormEnv();
  const x = env.schemas.expand(props.node);
  if (x.type === 'array' && x.items && env.schemas.expand(x.items).block) return <BlockList {...props} />;
  if (x.fromItem && !props.written) {
    // In a page template, or wherever a value names a field anyway (which the problems then explain).
    const collection = templateOf(props.path);
    if (collection !== undefined || (props.value && typeof props.value === 'object' && 'field' in props.value))
      return <ItemValueField {...props} x={x} collection={collection ?? ''} />;
  }
  if (x.options && !x.enum) return <UnionField {...props} x={x} />;
  if (x.kind === 'inlineText') return <InlineTextInput {...props} x={x} />;
  const options = pickerOptions(x.kind, env);
  if (options && !x.enum) return <PickerInput {...props} x={x} options={options} />;
  if (x.enum) {
    // A long list of ids is searched, not scrolled.
    if (x.enum.length > 12) return <PickerInput {...props} x={x} options={x.enum.map((v) => ({ value: String(v) }))} />;
    return <EnumInput {...props} x={x} />;
  }
  switch (x.type) {
    case 'boolean':
      return <SwitchInput {...props} x={x} />;
    case 'number':
    case 'integer':
      return <NumberInput {...props} x={x} />;
    case 'array':
      return <ListField {...props} x={x} />;
    case 'object':
      if (Object.keys(x.properties).length === 0 && x.additional) return <MapField {...props} x={x} />;
      return <ObjectField {...props} x={x} />;
    default:
      return <TextInput {...props} x={x} />;
  }
}
