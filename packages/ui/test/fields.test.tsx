import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../src/Button';
import { Checkbox, Switch } from '../src/fields/Checkbox';
import { SelectField } from '../src/fields/SelectField';
import { TextField } from '../src/fields/TextField';
import { renderUi } from './render';

describe('TextField', () => {
  it('is named by its visible label and described by hint and error', async () => {
    const user = userEvent.setup();
    renderUi(<TextField label="Email" name="email" type="email" required hint="We send the invoice here" error="Enter a valid email" />);
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(screen.getByText('Email').tagName).toBe('LABEL');
    expect(input).toBeRequired();
    expect(input).toBeInvalid();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We send the invoice here Enter a valid email');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await user.type(input, 'ann@example.com');
    expect(input).toHaveValue('ann@example.com');
  });

  it('has no description or invalid state without hint and error, and keeps a given aria-describedby', () => {
    renderUi(
      <>
        <p id="own">Shown on the invoice</p>
        <TextField label="Company" aria-describedby="own" />
        <TextField label="City" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveAccessibleDescription('Shown on the invoice');
    const city = screen.getByRole('textbox', { name: 'City' });
    expect(city).not.toHaveAttribute('aria-describedby');
    expect(city).not.toHaveAttribute('aria-invalid');
    expect(city).not.toBeRequired();
    expect(screen.queryByText('*')).not.toBeInTheDocument();
  });
});

describe('SelectField', () => {
  it('labels the select, lists options after a placeholder, and ties the error to it', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderUi(
      <SelectField
        label="Country"
        required
        placeholder="Choose a country"
        defaultValue=""
        options={[
          { value: 'PL', label: 'Poland' },
          { value: 'DE', label: 'Germany' },
        ]}
        error="Choose where we ship to"
        onChange={(e) => onChange(e.target.value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: /Country/ });
    expect(select).toBeRequired();
    expect(select).toHaveAccessibleDescription('Choose where we ship to');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a country', 'Poland', 'Germany']);
    expect(screen.getByRole('option', { name: 'Choose a country' })).toBeDisabled();
    await user.selectOptions(select, 'Germany');
    expect(onChange).toHaveBeenCalledWith('DE');
    expect(select).toHaveValue('DE');
  });
});

describe('Checkbox and Switch', () => {
  it('toggles a checkbox by clicking its label', async () => {
    const user = userEvent.setup();
    const changes: boolean[] = [];
    renderUi(<Checkbox label="I accept the terms" required error="Accept the terms to continue" onCheckedChange={(c) => changes.push(c)} />);
    const box = screen.getByRole('checkbox', { name: /I accept the terms/ });
    expect(box).toBeRequired();
    expect(box).toHaveAccessibleDescription('Accept the terms to continue');
    await user.click(screen.getByText('I accept the terms'));
    expect(box).toBeChecked();
    expect(changes).toEqual([true]);
  });

  it('is a labelled switch that Space toggles', async () => {
    const user = userEvent.setup();
    function Consent() {
      const [on, setOn] = useState(false);
      return <Switch label="Marketing and analytics" hint="Helps us improve the store" checked={on} onCheckedChange={setOn} />;
    }
    renderUi(<Consent />);
    const toggle = screen.getByRole('switch', { name: 'Marketing and analytics' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription('Helps us improve the store');
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
  });
});

describe('Button', () => {
  it('runs its action when idle and ignores clicks while busy, staying focusable', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const { rerender } = renderUi(<Button onClick={onClick}>Add to cart</Button>);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).not.toHaveAttribute('aria-busy');

    rerender(
      <Button onClick={onClick} busy variant="secondary">
        Add to cart
      </Button>,
    );
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveClass('ph-ui-button--secondary');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    button.focus();
    expect(button).toHaveFocus();
  });
});
