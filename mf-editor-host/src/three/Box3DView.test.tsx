import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { dieline } from '@ph/dieline';
import { DesignDocument as DesignDocumentSchema, DesignFaces, type DesignDocument } from '@ph/api-contract';
import Box3DView from './Box3DView';
import { createBoxScene } from './scene';

// WebGL does not exist in jsdom: the scene is replaced, and what the view hands it is checked.
jest.mock('./scene', () => ({
  CANVAS_SIZE: { width: 780, height: 600 },
  createBoxScene: jest.fn(() => ({ dispose: jest.fn(), setTexture: jest.fn(), turn: jest.fn(), setOpen: jest.fn() })),
}));

const KRAFT = { outside: '#c89f6a', inside: '#c89f6a' };
const size = { length: 300, width: 200, height: 50 };
const d = dieline({ style: 'fefco-0427', size, boardThickness: 1.5, bleed: 5, safeArea: 5 });
const doc = DesignDocumentSchema.parse({
  schemaVersion: 2,
  unit: 'mm',
  product: { sku: 'mailer-box', variantId: 12, variantSku: 'mailer-box-f33-kraft-eco-color' },
  size,
  boardThickness: 1.5,
  dielineStyle: 'fefco-0427',
  faces: DesignFaces.parse({}),
}) as DesignDocument;

/** The colours the printed sheet handed to the scene was filled with. */
function sheetFills(): string[] {
  const texture = jest.mocked(createBoxScene).mock.calls.at(-1)![2];
  const ctx = texture.getContext('2d') as unknown as { __getEvents(): Array<{ type: string; props: { value?: unknown } }> };
  return ctx.__getEvents().filter((e) => e.type === 'fillStyle').map((e) => String(e.props.value));
}

beforeEach(() => jest.mocked(createBoxScene).mockClear());

it('draws a kraft box in the kraft board colour, outside and inside, not white', () => {
  render(
    <IntlProvider locale="en">
      <Box3DView dieline={d} document={doc} images={new Map()} board={KRAFT} />
    </IntlProvider>,
  );
  expect(createBoxScene).toHaveBeenCalledTimes(1);
  expect(jest.mocked(createBoxScene).mock.calls[0]![3]).toMatchObject({ inside: '#c89f6a' });
  const fills = sheetFills();
  expect(fills).toContain('#c89f6a');
  expect(fills).not.toContain('#ffffff');
});

it('follows another board when the design’s variant changes', () => {
  const { rerender } = render(
    <IntlProvider locale="en">
      <Box3DView dieline={d} document={doc} images={new Map()} board={KRAFT} />
    </IntlProvider>,
  );
  rerender(
    <IntlProvider locale="en">
      <Box3DView dieline={d} document={doc} images={new Map()} board={{ outside: '#f3f1ec', inside: '#f3f1ec' }} />
    </IntlProvider>,
  );
  expect(createBoxScene).toHaveBeenCalledTimes(2);
  expect(sheetFills()).toContain('#f3f1ec');
  expect(sheetFills()).not.toContain('#c89f6a');
});
