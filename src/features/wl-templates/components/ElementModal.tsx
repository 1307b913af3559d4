import { NumberInput, SimpleGrid, Stack, Switch, TagsInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { whenSaved } from '../../../components/record/when-saved';
import { showFormErrors } from '../../../components/form/form-errors';
import { ActionModal } from '../../../components/ActionModal';
import { SelectField } from '../../../components/form/ChoiceFields';
import { requiredRule } from '../../../components/form/rules';
import { TextField } from '../../../components/form/TextFields';
import { useCreateIds } from '../../../data/use-create-ids';
import {
  CHOICE_OPTIONS_MAX,
  ELEMENT_TYPE_LABELS,
  ELEMENT_TYPES,
  type Element,
  type ElementType,
} from '../../../domain/work-location-templates';
import { useSaveElement } from '../api/templates';

interface ElementValues {
  elementName: string;
  code: string;
  elementType: ElementType | null;
  isRequired: boolean;
  options: string[];
  sortOrder: number;
}

const TYPE_DATA = ELEMENT_TYPES.map((type) => ({ value: type, label: ELEMENT_TYPE_LABELS[type] }));

function valuesOf(element: Element | null, nextOrder: number): ElementValues {
  if (!element) {
    return {
      elementName: '',
      code: '',
      elementType: 'text',
      isRequired: false,
      options: [],
      sortOrder: nextOrder,
    };
  }
  return {
    elementName: element.elementName,
    code: element.code,
    elementType: element.elementType,
    isRequired: element.isRequired,
    options: element.options,
    sortOrder: element.sortOrder,
  };
}

interface ElementModalProps {
  templateId: string;
  /** The field to change, or null to add one. */
  element: Element | null;
  nextOrder: number;
  onClose: () => void;
}

/** Adds a field to a template or changes one: its name, code, type, whether it is required, its choices. */
export function ElementModal({ templateId, element, nextOrder, onClose }: ElementModalProps) {
  const save = useSaveElement(templateId);
  const ids = useCreateIds();
  const form = useForm<ElementValues>({
    mode: 'controlled',
    initialValues: valuesOf(element, nextOrder),
    validate: {
      elementName: requiredRule('Field name'),
      code: requiredRule('Code'),
      elementType: requiredRule('Type'),
      options: (value, values) =>
        values.elementType === 'choice' && value.length === 0 ? 'Choices is required' : null,
    },
  });
  const values = form.getValues();

  function submit(next: ElementValues) {
    const body = {
      ...(element ? {} : { id: ids.id }),
      elementName: next.elementName.trim(),
      code: next.code.trim(),
      elementType: next.elementType ?? 'text',
      isRequired: next.isRequired,
      options: next.elementType === 'choice' ? next.options : [],
      sortOrder: next.sortOrder,
    };
    save.mutate(
      element ? { id: element.id, body, version: element.version } : { id: null, body },
      whenSaved({
        saved: (data) => `The field "${data.elementName}" was saved.`,
        after: () => onClose(),
        refused: (error) => showFormErrors(form, error),
      }),
    );
  }

  return (
    <ActionModal
      opened
      onCancel={onClose}
      onSubmit={() => form.onSubmit(submit)()}
      title={element ? `Change "${element.elementName}"` : 'Add a field'}
      submitLabel={element ? 'Save field' : 'Add field'}
      submitting={save.isPending}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <TextField label="Field name" required data-autofocus {...form.getInputProps('elementName')} />
          <TextField label="Code" required maxLength={20} {...form.getInputProps('code')} />
        </SimpleGrid>
        <SelectField
          label="Type"
          required
          data={TYPE_DATA}
          allowDeselect={false}
          {...form.getInputProps('elementType')}
        />
        {values.elementType === 'choice' ? (
          <TagsInput
            label="Choices"
            description="Type a choice and press Enter; the order here is the order shown"
            withAsterisk
            maxTags={CHOICE_OPTIONS_MAX}
            {...form.getInputProps('options')}
          />
        ) : null}
        <SimpleGrid cols={2} spacing="md">
          <NumberInput
            label="Order"
            min={0}
            max={10_000}
            allowDecimal={false}
            {...form.getInputProps('sortOrder')}
          />
          <Switch
            label="Required"
            description="Every location must have a value"
            size="md"
            mt="lg"
            {...form.getInputProps('isRequired', { type: 'checkbox' })}
          />
        </SimpleGrid>
      </Stack>
    </ActionModal>
  );
}
