import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion, Alert, Badge, Breadcrumbs, Button, EmptyState, OptionTiles, OrderSummary, PriceTag, QuantityStepper, Skeleton, Steps, Tabs, Toast, useTaxLabel } from '../src';
import { Drawer } from '../src/dialogs';
import { renderUi } from './render';

const MATERIALS = [
  { value: 'kraft', label: 'Kraft cardboard', image: '/kraft.svg' },
  { value: 'white', label: 'White cardboard', image: '/white.svg', hint: '+ €0.04 per piece' },
  { value: 'black', label: 'Black cardboard', image: null, disabled: true },
  { value: 'grey', label: 'Grey board', image: '/grey.svg' },
];

function Tiles({ onChange = () => undefined }: { onChange?: (v: string) => void }) {
  const [value, setValue] = useState('kraft');
  return (
    <OptionTiles
      label="Material"
      options={MATERIALS}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('OptionTiles', () => {
  it('is a named radio group whose tiles show their picture, label and hint', () => {
    renderUi(<Tiles />);
    const group = screen.getByRole('group', { name: /Material/ });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(4);
    expect(screen.getByRole('radio', { name: /Kraft cardboard/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /White cardboard/ })).toHaveAccessibleName('White cardboard + €0.04 per piece');
    expect(screen.getByRole('radio', { name: /Black cardboard/ })).toBeDisabled();
    // Pictures are decorative: the label names the choice.
    expect(group.querySelectorAll('img[alt=""]')).toHaveLength(3);
  });

  it('is chosen by click and moved with the arrow keys, skipping disabled tiles', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    renderUi(<Tiles onChange={(v) => chosen.push(v)} />);
    await user.click(screen.getByText('White cardboard'));
    expect(screen.getByRole('radio', { name: /White cardboard/ })).toBeChecked();

    await user.tab();
    await user.tab({ shift: true });
    // Tab lands on the chosen tile only (one tab stop for the group).
    expect(screen.getByRole('radio', { name: /White cardboard/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /Grey board/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Grey board/ })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: /White cardboard/ })).toBeChecked();
    expect(chosen).toEqual(['white', 'grey', 'white']);
  });
});

describe('QuantityStepper', () => {
  function Stepper() {
    const [value, setValue] = useState('2');
    return <QuantityStepper label="Quantity" value={value} onValueChange={setValue} min={1} max={3} />;
  }

  it('steps with − and +, stops at its limits, and takes typing and arrow keys', async () => {
    const user = userEvent.setup();
    renderUi(<Stepper />);
    const field = screen.getByRole('textbox', { name: 'Quantity' });
    await user.click(screen.getByRole('button', { name: 'Increase Quantity' }));
    expect(field).toHaveValue('3');
    expect(screen.getByRole('button', { name: 'Increase Quantity' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Decrease Quantity' }));
    await user.click(screen.getByRole('button', { name: 'Decrease Quantity' }));
    expect(field).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Decrease Quantity' })).toBeDisabled();
    await user.click(field);
    await user.keyboard('{ArrowUp}');
    expect(field).toHaveValue('2');
    await user.clear(field);
    await user.type(field, '3');
    expect(field).toHaveValue('3');
  });
});

describe('Steps', () => {
  it('marks the current step, names done ones and lets the shopper go back to them', async () => {
    const user = userEvent.setup();
    const back = jest.fn();
    renderUi(
      <Steps
        label="Checkout steps"
        steps={[
          { id: 'delivery', label: 'Delivery' },
          { id: 'methods', label: 'Delivery and payment method' },
          { id: 'summary', label: 'Order summary' },
        ]}
        current="methods"
        onStepClick={back}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Checkout steps' });
    const items = within(nav).getAllByRole('listitem');
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[2]).not.toHaveAttribute('aria-current');
    expect(within(nav).queryByRole('button', { name: /Order summary/ })).toBeNull();
    await user.click(within(nav).getByRole('button', { name: 'Delivery (completed)' }));
    expect(back).toHaveBeenCalledWith('delivery');
  });
});

describe('prices and summaries', () => {
  function TaxLabel() {
    return <span>{useTaxLabel()}</span>;
  }

  it('says VAT in a VAT store (gb too) and Tax where there is none', () => {
    renderUi(<TaxLabel />, { region: 'gb' });
    expect(screen.getByText('VAT')).toBeInTheDocument();
  });

  it('says Tax and no tax note in the us store', () => {
    renderUi(
      <>
        <TaxLabel />
        <PriceTag amountMinor={1999} basis="net" />
      </>,
      { region: 'us' },
    );
    expect(screen.getByText('Tax')).toBeInTheDocument();
    expect(screen.getByText('$19.99')).toBeInTheDocument();
    expect(screen.queryByText(/VAT/)).toBeNull();
  });

  it('puts the tax note after a price in the store format', () => {
    renderUi(<PriceTag amountMinor={5760} basis="net" wasMinor={6400} />);
    expect(screen.getByText('€57.60')).toBeInTheDocument();
    expect(screen.getByText('€64.00').tagName).toBe('S');
    expect(screen.getByText('excl. VAT')).toBeInTheDocument();
  });

  it('lists the order rows as given, the discount as its own row', () => {
    renderUi(
      <OrderSummary
        title="Order summary"
        rowsLabel="Totals"
        rows={[
          { key: 'items', label: 'Items', amountMinor: 26880 },
          { key: 'promo', label: 'Discount (WELCOME10)', amountMinor: -2688, kind: 'discount' },
          { key: 'shipping', label: 'Shipping', text: 'Calculated at checkout' },
          { key: 'total', label: 'Total', amountMinor: 24192, kind: 'total' },
        ]}
        actions={<Button>Go to checkout</Button>}
      />,
    );
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    const rows = summary.querySelector('dl[aria-label="Totals"]');
    expect(rows).toHaveTextContent('Items€268.80');
    expect(rows).toHaveTextContent('Discount (WELCOME10)-€26.88');
    expect(rows).toHaveTextContent('ShippingCalculated at checkout');
    expect(rows).toHaveTextContent('Total€241.92');
    expect(within(summary).getByRole('button', { name: 'Go to checkout' })).toBeInTheDocument();
  });
});

describe('messages', () => {
  it('an alert of a failure interrupts; other tones are polite', () => {
    renderUi(
      <>
        <Alert tone="danger" title="Payment declined">Try another card.</Alert>
        <Alert tone="success">Coupon applied.</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Payment declinedTry another card.');
    expect(screen.getByRole('status')).toHaveTextContent('Coupon applied.');
  });

  it('a toast is announced, can be dismissed and hides itself', () => {
    jest.useFakeTimers();
    try {
      function WithToast() {
        const [open, setOpen] = useState(true);
        return open ? <Toast onDismiss={() => setOpen(false)} autoHideMs={3000}>Added to your cart.</Toast> : null;
      }
      renderUi(<WithToast />);
      expect(screen.getByRole('status')).toHaveTextContent('Added to your cart.');
      act(() => jest.advanceTimersByTime(3000));
      expect(screen.queryByText('Added to your cart.')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('a toast closes with its Dismiss button', async () => {
    const user = userEvent.setup();
    function WithToast() {
      const [open, setOpen] = useState(true);
      return open ? <Toast onDismiss={() => setOpen(false)} autoHideMs={0}>Saved.</Toast> : null;
    }
    renderUi(<WithToast />);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Saved.')).toBeNull();
  });

  it('an empty state names what is missing and offers a way forward', () => {
    renderUi(<EmptyState title="Your cart is empty." actions={<a href="/">Browse packaging</a>}>Start with a box.</EmptyState>);
    expect(screen.getByRole('heading', { level: 2, name: 'Your cart is empty.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse packaging' })).toHaveAttribute('href', '/');
  });

  it('skeletons and badges: placeholders are hidden from assistive tech, badges are words', () => {
    const { container } = renderUi(
      <>
        <Skeleton lines={3} />
        <Badge tone="success">Paid</Badge>
      </>,
    );
    expect(container.querySelector('[aria-hidden="true"]')?.querySelectorAll('.ph-ui-skeleton')).toHaveLength(3);
    expect(screen.getByText('Paid')).toBeVisible();
  });
});

describe('navigation', () => {
  it('tabs: one tab stop, arrows move and select, the panel is named by its tab', async () => {
    const user = userEvent.setup();
    function Demo() {
      const [tab, setTab] = useState('a');
      return (
        <Tabs
          label="Product details"
          selected={tab}
          onSelect={setTab}
          tabs={[
            { id: 'a', label: 'Description', content: <p>Sturdy e-flute.</p> },
            { id: 'b', label: 'Specifications', content: <p>Board 1.5 mm.</p> },
          ]}
        />
      );
    }
    renderUi(<Demo />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Specifications' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Specifications' })).toHaveTextContent('Board 1.5 mm.');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveFocus();
  });

  // Enter/Space on a <summary> is the browser's own (jsdom only models the click it turns into).
  it('accordion sections open from their summary', async () => {
    const user = userEvent.setup();
    renderUi(<Accordion items={[{ id: 'f', title: 'How long is production?', content: <p>About 21 days.</p> }]} />);
    const summary = screen.getByText('How long is production?');
    expect(summary.closest('details')).not.toHaveAttribute('open');
    await user.click(summary);
    expect(summary.closest('details')).toHaveAttribute('open');
    expect(screen.getByText('About 21 days.')).toBeVisible();
  });

  it('breadcrumbs mark the current page', () => {
    renderUi(
      <Breadcrumbs label="Breadcrumb">
        <a href="/">Home</a>
        <a href="/packaging/mailer-boxes">Mailer boxes</a>
        Mailer box
      </Breadcrumbs>,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    expect(within(nav).getByText('Mailer box')).toHaveAttribute('aria-current', 'page');
  });

  it('a drawer is a dialog that closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    function Demo() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Cart</Button>
          <Drawer open={open} onClose={() => setOpen(false)} title="Your cart" footer={<Button>Go to checkout</Button>}>
            <p>1 item</p>
          </Drawer>
        </>
      );
    }
    renderUi(<Demo />);
    const opener = screen.getByRole('button', { name: 'Cart' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Your cart' });
    expect(within(dialog).getByRole('button', { name: 'Go to checkout' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});
