import { Button } from '@mantine/core';
import { useForm } from '@mantine/form';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/support/render';
import { emailRule, requiredRule } from './rules';
import { EmailField, TextAreaField, TextField } from './TextFields';

function ControlledText(props: { required?: boolean; requiredMessage?: string }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Project name"
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
      {...props}
    />
  );
}

describe('TextField', () => {
  it('shows "{field name} is required" only after the user leaves it empty', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ControlledText required />);
    const input = screen.getByRole('textbox', { name: 'Project name' });

    await user.click(input);
    expect(screen.queryByText('Project name is required')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Project name is required')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.type(input, 'North feeder');
    expect(screen.queryByText('Project name is required')).not.toBeInTheDocument();
  });

  it('uses a custom required message when given one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ControlledText required requiredMessage="Give the project a name" />);
    await user.click(screen.getByRole('textbox', { name: 'Project name' }));
    await user.tab();
    expect(screen.getByText('Give the project a name')).toBeInTheDocument();
  });

  it('clears a leading space', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ControlledText />);
    const input = screen.getByRole('textbox', { name: 'Project name' });
    await user.type(input, ' ');
    expect(input).toHaveValue('');
    await user.type(input, 'Pole 7');
    expect(input).toHaveValue('Pole 7');
  });

  it('holds at most 100 characters', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ControlledText />);
    const input = screen.getByRole('textbox', { name: 'Project name' });
    expect(input).toHaveAttribute('maxlength', '100');
    await user.click(input);
    await user.paste('x'.repeat(120));
    expect(input).toHaveValue('x'.repeat(100));
  });
});

describe('TextAreaField', () => {
  it('turns a lone space into empty', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [value, setValue] = useState('');
      return (
        <TextAreaField
          label="Remarks"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
        />
      );
    }
    renderWithProviders(<Harness />);
    const textarea = screen.getByRole('textbox', { name: 'Remarks' });
    await user.type(textarea, ' ');
    expect(textarea).toHaveValue('');
    await user.type(textarea, 'Meter replaced');
    expect(textarea).toHaveValue('Meter replaced');
  });
});

describe('EmailField', () => {
  function EmailForm({ required = false }: { required?: boolean }) {
    const form = useForm({
      mode: 'controlled',
      initialValues: { email: '' },
      validate: { email: emailRule('Email', { required }) },
    });
    return (
      <form onSubmit={form.onSubmit(() => undefined)} noValidate>
        <EmailField label="Email" required={required} {...form.getInputProps('email')} />
        <Button type="submit">Save</Button>
      </form>
    );
  }

  it('says "Enter valid email address" after blur when the address is wrong', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EmailForm />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'crew.lead@');
    await user.tab();
    expect(screen.getByText('Enter valid email address')).toBeInTheDocument();
  });

  it('says "Email is required" when a required email is left empty, on blur and on submit', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EmailForm required />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });
});

describe('rules', () => {
  it('treat blank text as empty and accept a filled value', () => {
    expect(requiredRule('Name')('   ')).toBe('Name is required');
    expect(requiredRule('Name')('Crew A')).toBeNull();
    expect(emailRule('Email')('')).toBeNull();
    expect(emailRule('Email')('a@b.co')).toBeNull();
  });
});
