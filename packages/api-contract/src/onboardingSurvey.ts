// No zod here: storefronts import this table (`@ph/api-contract/onboarding-survey`) without
// pulling the schema library into their bundles.

/**
 * The onboarding survey of docs/domain.md#what-the-store-keeps: the 8 question keys and the answers each allows (our
 * design; the spec names only the keys). Clients render the options from this table.
 */
export const ONBOARDING_SURVEY = {
  company_size_employees: ['just_me', '2_10', '11_50', '51_200', '201_1000', 'over_1000'],
  customer_best_description: ['online_store', 'retail_store', 'brand_manufacturer', 'agency', 'subscription_box', 'gifts_events', 'private_person', 'other'],
  customer_coming_from: ['search_engine', 'social_media', 'recommendation', 'advertising', 'marketplace', 'trade_fair', 'press_blog', 'other'],
  industry_v2: ['fashion', 'beauty', 'food_beverage', 'health_supplements', 'electronics', 'home_living', 'jewellery_accessories', 'toys_kids', 'sports_outdoor', 'pets', 'books_stationery', 'arts_crafts', 'other'],
  packaging_cost_yearly: ['under_1k', '1k_5k', '5k_20k', '20k_100k', 'over_100k', 'dont_know'],
  packaging_volume_monthly: ['under_100', '100_500', '500_1k', '1k_5k', '5k_10k', 'over_10k'],
  packhelp_the_only_supplier: ['yes', 'no_other_suppliers_too', 'first_order'],
  role: ['owner_founder', 'marketing', 'purchasing', 'operations_logistics', 'design', 'other'],
} as const;
export type OnboardingSurveyKey = keyof typeof ONBOARDING_SURVEY;
export const ONBOARDING_SURVEY_KEYS = Object.keys(ONBOARDING_SURVEY) as OnboardingSurveyKey[];
