import { Text } from '@mantine/core';
import { useState } from 'react';
import { MESSAGES } from '../domain/messages';
import { ActionModal } from './ActionModal';
import { requiredRule } from './form/rules';
import { TextField } from './form/TextFields';

export interface SaveTemplateModalProps {
  opened: boolean;
  onCancel: () => void;
  /** Called with the trimmed template name. */
  onSave: (name: string) => void;
  saving?: boolean;
  initialName?: string;
}

const NAME_LABEL = 'Template name';
const nameRule = requiredRule(NAME_LABEL);

/** Asks "Do you want to save the work template you created?" and takes the template's name. */
export function SaveTemplateModal({
  opened,
  onCancel,
  onSave,
  saving = false,
  initialName = '',
}: SaveTemplateModalProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [openedBefore, setOpenedBefore] = useState(opened);
  // Each opening starts from the suggested name, not from what was typed the last time.
  if (opened !== openedBefore) {
    setOpenedBefore(opened);
    if (opened) {
      setName(initialName);
      setError(null);
    }
  }

  function submit() {
    const message = nameRule(name);
    setError(message);
    if (!message) onSave(name.trim());
  }

  return (
    <ActionModal
      opened={opened}
      onCancel={onCancel}
      onSubmit={submit}
      title="Save template"
      submitLabel="Save"
      submitting={saving}
    >
      <Text>{MESSAGES.saveTemplateQuestion}</Text>
      <TextField
        label={NAME_LABEL}
        required
        data-autofocus
        value={name}
        error={error}
        onChange={(event) => {
          setName(event.currentTarget.value);
          setError(null);
        }}
      />
    </ActionModal>
  );
}
