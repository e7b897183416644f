// The ZIP of "Download my data" (GDPR art. 15 and 20): one JSON file per kind of data, in a
// machine-readable, documented shape (docs/data-rights.md), and the person's uploaded files as they
// uploaded them. Pure: the rows and the files' bytes in, the archive's bytes out.
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { ArtworkFileRow, PersonalData } from './repository';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** A file's place in the archive: its id (unique) and its own name made safe for every unzip tool. */
export function archivePathOf(file: Pick<ArtworkFileRow, 'id' | 'originalName'>): string {
  const name = file.originalName.normalize('NFC').replace(/[^\p{L}\p{N}._ -]+/gu, '_').replace(/^\.+/, '').slice(0, 120) || 'file';
  return `files/${file.id}/${name}`;
}

export function presentPersonalData(data: PersonalData, exportedAt: Date) {
  const { user } = data;
  return {
    'profile.json': {
      exported_at: exportedAt.toISOString(),
      id: user.id,
      email: user.email,
      email_confirmed_at: iso(user.emailConfirmedAt),
      first_name: user.firstName,
      last_name: user.lastName,
      phone: user.phone,
      company_name: user.companyName,
      customer_type: user.customerType,
      vat_id: user.vatId,
      locale: user.locale,
      plan: user.planType,
      plan_since: iso(user.planSince),
      onboarding_survey: user.onboardingSurvey,
      last_used_country_iso: user.lastUsedCountryIso,
      last_used_zip_code: user.lastUsedZipCode,
      created_at: iso(user.createdAt),
      last_sign_in_at: iso(user.lastSignInAt),
    },
    'addresses.json': data.addresses.map((a) => ({
      id: a.id,
      default: a.id === user.defaultAddressId,
      first_name: a.firstName,
      last_name: a.lastName,
      company_name: a.companyName,
      vat_id: a.vatId,
      street: a.street,
      street2: a.street2,
      city: a.city,
      zip_code: a.zipCode,
      state_code: a.stateCode,
      country_iso: a.countryIso,
      phone: a.phone,
      email: a.email,
      created_at: iso(a.createdAt),
    })),
    'orders.json': data.orders.map(({ order: o, lines, adjustments, invoices, consents }) => ({
      number: o.number,
      state: o.state,
      payment_state: o.paymentState,
      fulfillment_state: o.fulfillmentState,
      region: o.region,
      currency: o.currency,
      email: o.email,
      customer_type: o.customerType,
      bill_address: o.billAddress,
      ship_address: o.shipAddress,
      shipping_method: o.shippingMethod,
      payment_method: o.paymentMethod,
      special_instructions: o.specialInstructions,
      // Money in minor units (cents), as everywhere in the API.
      item_total: o.itemTotal,
      ship_total: o.shipTotal,
      tax_total: o.taxTotal,
      promo_total: o.promoTotal,
      total: o.total,
      lines: lines.map((l) => ({
        kind: l.kind,
        sku: l.sku,
        name: l.name,
        quantity: l.quantity,
        box_design_id: l.boxDesignId,
        net: l.net,
        tax: l.tax,
        gross: l.gross,
      })),
      charges: adjustments.map((a) => ({ source: a.source, label: a.label, amount: a.amount, tax: a.tax })),
      invoices: invoices.map((d) => ({ number: d.number, kind: d.kind, issue_date: d.issueDate, currency: d.currency, net: d.net, tax: d.tax, gross: d.gross })),
      consents: consents.map((c) => ({ name: c.name, value: c.value, text: c.displayedText, at: iso(c.createdAt) })),
      created_at: iso(o.createdAt),
      completed_at: iso(o.completedAt),
      canceled_at: iso(o.canceledAt),
    })),
    'designs.json': data.designs.map((d) => ({
      id: d.id,
      name: d.name,
      status: d.status,
      product_sku: d.productSku,
      variant_sku: d.variantSku,
      size_mm: { length: d.lengthMm, width: d.widthMm, height: d.heightMm },
      custom_size: d.customSize,
      version: d.version,
      document: d.document,
      shared: d.shareToken !== null,
      created_at: iso(d.createdAt),
      updated_at: iso(d.updatedAt),
    })),
    'files.json': data.files.map((f) => ({
      id: f.id,
      name: f.originalName,
      type: f.type,
      content_type: f.contentType,
      byte_size: f.byteSize,
      path: archivePathOf(f),
      created_at: iso(f.createdAt),
    })),
    'consents.json': data.consents.map((c) => ({
      name: c.name,
      value: c.value,
      text: c.displayedText,
      email: c.email,
      region: c.region,
      locale: c.locale,
      policy_version: c.policyVersion,
      method: c.acceptanceMethod,
      at: iso(c.createdAt),
    })),
    'quote_requests.json': data.quoteRequests.map((q) => ({
      number: q.number,
      status: q.status,
      email: q.email,
      name: q.name,
      company_name: q.companyName,
      phone: q.phone,
      items: q.items,
      deadline: q.deadline,
      description: q.description,
      created_at: iso(q.createdAt),
    })),
    'support_requests.json': data.supportRequests.map((r) => ({
      topic: r.topic,
      name: r.name,
      email: r.email,
      order_number: r.orderNumber,
      message: r.message,
      attachments: r.attachments.map((a) => ({ name: a.filename, type: a.type, byte_size: a.byteSize })),
      at: iso(r.createdAt),
    })),
    'store_credit.json': data.walletTransactions.map((w) => ({
      currency: w.currency,
      amount: w.amount,
      balance_after: w.balanceAfter,
      kind: w.kind,
      note: w.note,
      at: iso(w.createdAt),
    })),
  };
}

/**
 * The archive: the JSON files (deflated) and each file's original bytes (stored: images and PDFs are
 * compressed already). A file whose bytes are missing from the store is listed in files.json only.
 */
export function buildArchive(data: PersonalData, fileBytes: Map<string, Buffer>, exportedAt: Date): Buffer {
  const entries: Zippable = {};
  const mtime = exportedAt;
  for (const [name, value] of Object.entries(presentPersonalData(data, exportedAt))) {
    entries[name] = [strToU8(`${JSON.stringify(value, null, 2)}\n`), { level: 6, mtime }];
  }
  for (const file of data.files) {
    const bytes = fileBytes.get(file.id);
    if (bytes) entries[archivePathOf(file)] = [new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), { level: 0, mtime }];
  }
  return Buffer.from(zipSync(entries));
}
