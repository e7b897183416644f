// Compile-time checks (run by `tsc -p tsconfig.json`, i.e. `pnpm typecheck`, not by jest): every
// answer and request type @ph/api-client exports is the one @ph/api-contract's schemas declare. A
// type re-typed by hand that drifts from the API (a field added, renamed, made optional or widened on
// either side) stops the type check here.
import type * as C from '@ph/api-contract';
import type * as Client from '../src';
import type { Input } from '../src/contract';
import type * as Invoices from '../src/invoices';
import type * as Operators from '../src/operators';

/** True only when X and Y are the same type (not merely assignable either way). */
type Equal<X, Y> = (<T>() => T extends X ? 1 : 2) extends <T>() => T extends Y ? 1 : 2 ? true : false;
type Out<S extends { _output: unknown }> = S['_output'];
type In<S extends { _input: unknown; _output: unknown }> = Input<S>;

function same<T extends true>(): T | undefined {
  return undefined;
}

export function contractTypes(): void {
  // The check itself: a type one field away from the contract is not "the same".
  // @ts-expect-error a drifted copy (one field left out) is caught
  same<Equal<Omit<Client.Variant, 'sku'>, C.PriceRecord>>();
  // @ts-expect-error a widened field is caught
  same<Equal<Omit<Client.WalletView, 'balance'> & { balance: number | null }, Out<typeof C.WalletView>>>();

  // Coerced ids (input `unknown` in zod) are still numbers to send, at any depth and in unions.
  same<Equal<Client.AddLineItemInput['variant_id'], number | undefined>>();
  same<Equal<Client.AddLineItemInput['parent_id'], number | null | undefined>>();
  same<Equal<Extract<Client.CheckoutFields['bill_address'], { address_id: unknown }>, { address_id: number }>>();
  same<Equal<In<typeof C.BundlePricesBody>['line_items_params'][number]['variant_id'], number>>();

  // Catalogue and prices.
  same<Equal<Client.Variant, Out<typeof C.PriceRecord>>>();
  same<Equal<Client.VolumePrice, Out<typeof C.VolumePrice>>>();
  same<Equal<Client.PriceRecord, Out<typeof C.PriceRecord>>>();
  same<Equal<Client.PimProduct, Out<typeof C.PimProduct>>>();
  same<Equal<Client.PimBundle, Out<typeof C.PimBundle>>>();
  same<Equal<Client.PimVariant, Out<typeof C.PimVariant>>>();
  same<Equal<Client.MinimalPricesResponse, Out<typeof C.MinimalPricesResponse>>>();
  same<Equal<Client.Segmentation, Out<typeof C.SegmentationResponse>['data']>>();
  same<Equal<Client.DynamicPricesResponse, Out<typeof C.DynamicPricesResponse>>>();
  same<Equal<Client.LinePricesResponse, Out<typeof C.LinePricesResponse>>>();
  same<Equal<Client.LinePricesBody, In<typeof C.LinePricesBody>>>();
  same<Equal<Client.DeliveryEstimatesResponse, Out<typeof C.DeliveryEstimatesResponse>>>();
  same<Equal<Client.ExpressDeliveryOption, Out<typeof C.ExpressDeliveryResponse>['express_delivery'][number]>>();
  same<Equal<Client.Emissions, Out<typeof C.EmissionsResponse>['data']['attributes']>>();
  same<Equal<Client.CountryState['code'], Out<typeof C.StatesResponse>['data'][number]['attributes']['abbr']>>();

  // Sample packs and bundle prices.
  same<Equal<Client.SamplePacks, Out<typeof C.SamplePacksResponse>['data']>>();
  same<Equal<Client.SamplePackOffer, Out<typeof C.SamplePackOffer>>>();
  same<Equal<Client.SampleChoice, Out<typeof C.SampleChoice>>>();
  same<Equal<Client.BundlePrices, Out<typeof C.BundlePricesResponse>['data']>>();
  same<Equal<Client.BundleLinePrice, Out<typeof C.BundleLinePrice>>>();
  same<Equal<Client.BundleLineChoice['variantId'], In<typeof C.BundlePricesBody>['line_items_params'][number]['variant_id']>>();

  // Orders and checkout.
  same<Equal<Client.Order, Out<typeof C.Order>>>();
  same<Equal<Client.LineItem, Out<typeof C.LineItem>>>();
  same<Equal<Client.OrderAddress, Out<typeof C.OrderAddress>>>();
  same<Equal<Client.ServicePrices, Out<typeof C.ServicePricesResponse>['data']>>();
  same<Equal<Client.AddLineItemInput, In<typeof C.LineItemPayload>>>();
  same<Equal<Client.CheckoutFields, NonNullable<In<typeof C.CheckoutBody>['order']>>>();
  same<Equal<Client.CheckoutStep, Out<typeof C.CheckoutStateEnum>>>();
  // Each step's fields are the checkout body's, and every step of the contract has its fields.
  same<Equal<keyof Client.CheckoutStepFields, Out<typeof C.CheckoutStateEnum>>>();
  same<Equal<Client.CheckoutStepFields[keyof Client.CheckoutStepFields] extends Partial<Client.CheckoutFields> ? true : false, true>>();
  // @ts-expect-error the address step does not take the delivery method (the API would refuse it with field_not_allowed)
  const wrongStep: Client.CheckoutStepFields['address'] = { shipping_method: 'ups' };
  void wrongStep;
  same<Equal<Client.OrderConsentInput, In<typeof C.ConsentsBody>['consents'][number]>>();
  same<Equal<Client.CheckoutAddressInput | { address_id: number }, In<typeof C.AddressPayload>>>();

  // Payments, bank transfer, instalments, wallet.
  same<Equal<Client.PaymentStatus, Out<typeof C.PaymentStatusValue>>>();
  same<Equal<Client.PaymentIntentView, Out<typeof C.PaymentIntentView>>>();
  same<Equal<Client.PaymentIntentAnswer, Out<typeof C.PaymentIntentResponse>>>();
  same<Equal<Client.PaymentKeyConfig, Out<typeof C.PublishableKeyResponse>>>();
  same<Equal<Client.PaymentStatusAnswer, Out<typeof C.PaymentStatusResponse>['data']>>();
  same<Equal<Client.BankTransferAnswer, Out<typeof C.TransferResponse>['data']>>();
  same<Equal<Client.ScheduleOptions, Out<typeof C.PaymentScheduleOptionsResponse>['data']>>();
  same<Equal<Client.PaymentScheduleView, Out<typeof C.PaymentScheduleResponse>['data']>>();
  same<Equal<Client.WalletView, Out<typeof C.WalletView>>>();
  same<Equal<Client.WalletPayment, Out<typeof C.WalletPayResponse>['data']>>();
  same<Equal<Client.CardDetails, In<typeof C.SandboxPaymentMethodBody>['card']>>();
  same<Equal<Client.CardPaymentMethod, Out<typeof C.SandboxPaymentMethodResponse>>>();
  same<Equal<Client.RedirectPaymentMethod, In<typeof C.RedirectPaymentBody>['payment_method_type']>>();

  // Invoice documents (the `@ph/api-client/invoices` subpath).
  same<Equal<Invoices.InvoiceDocument, Out<typeof C.InvoiceSummary>>>();
  same<Equal<Invoices.InvoiceKind, Out<typeof C.InvoiceKindEnum>>>();
  same<Equal<Invoices.InvoiceVatRow, Out<typeof C.InvoiceVatRow>>>();
  same<Equal<Invoices.InvoiceSearch, In<typeof C.InvoiceSearchQuery>>>();
  same<Equal<Invoices.InvoiceExport, In<typeof C.InvoiceExportQuery>>>();
  same<Equal<Invoices.InvoiceSearchResult, Out<typeof C.InvoiceSearchResponse>>>();
  same<Equal<Operators.Operator, Out<typeof C.OperatorResponse>['operator']>>();

  // Files, proofs, sharing.
  same<Equal<Client.ArtworkFile, Out<typeof C.ArtworkFile>>>();
  same<Equal<Client.FileVariant, Out<typeof C.FileVariant>>>();
  same<Equal<Client.ProofStatus, Out<typeof C.ProofStatus>>>();
  same<Equal<Client.ApprovalFileset, Out<typeof C.ClientApprovalFileset>>>();
  same<Equal<Client.ShareAnswer, Out<typeof C.ShareResponse>>>();
  same<Equal<Client.RemindOnDesktopInput, In<typeof C.RemindOnDesktopBody>>>();
  same<Equal<Client.DesignFace, Out<typeof C.FaceName>>>();
  same<Equal<Client.DesignStatus, Out<typeof C.DesignStatus>>>();
  same<Equal<Client.DielineStyleName, (typeof C.DIELINE_STYLES)[number]>>();

  // Designs: the document the editor builds and reads is the contract's, field for field.
  same<Equal<Client.BoxDesign, Out<typeof C.BoxDesign>>>();
  same<Equal<Client.BoxDesignResponse, Out<typeof C.BoxDesignResponse>>>();
  same<Equal<Client.BoxDesignCreatedResponse, Out<typeof C.BoxDesignCreatedResponse>>>();
  same<Equal<Client.BoxDesignListResponse, Out<typeof C.BoxDesignList>>>();
  same<Equal<Client.DesignDocument, Out<typeof C.DesignDocument>>>();
  same<Equal<Client.DesignFaceContent, Out<typeof C.DesignFace>>>();
  same<Equal<Client.DesignObject, Out<typeof C.DesignObject>>>();
  same<Equal<Client.DesignImage, Out<typeof C.ImageObject>>>();
  same<Equal<Client.DesignText, Out<typeof C.TextObject>>>();
  same<Equal<Client.CreateDesignInput, In<typeof C.CreateBoxDesignBody>>>();
  same<Equal<Client.UpdateDesignInput, In<typeof C.UpdateBoxDesignBody>>>();
  same<Equal<NonNullable<Client.UpdateDesignInput['faces']>, In<typeof C.DesignFaces>>>();
  // @ts-expect-error the editor's old snake_case document is not the contract's
  same<Equal<Client.DesignDocument, { schema_version: 2; faces: Out<typeof C.DesignDocument>['faces'] }>>();
}
