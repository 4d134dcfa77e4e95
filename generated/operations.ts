// DO NOT EDIT: run make generate. Generated from spec/openapi.yaml by scripts/generate.ts.
// The operation table: each operation of the contract bound to its handler module. The
// `satisfies` clauses fail compilation when a handler's input or reply drifts from the spec.
import type { Handler } from '../app/http/handler.ts';
import { handler as get_site_info } from '../handlers/site/get_site_info.ts';
import { handler as search_listings } from '../handlers/listings/search_listings.ts';
import { handler as get_listing } from '../handlers/listings/get_listing.ts';
import { handler as get_alternatives } from '../handlers/listings/get_alternatives.ts';
import { handler as get_badges } from '../handlers/badges/get_badges.ts';
import { handler as compare_listings } from '../handlers/listings/compare_listings.ts';
import { handler as list_categories } from '../handlers/categories/list_categories.ts';
import { handler as get_category } from '../handlers/categories/get_category.ts';
import { handler as get_launch_week } from '../handlers/launches/get_launch_week.ts';
import { handler as list_launches } from '../handlers/launches/list_launches.ts';
import { handler as get_leaderboard } from '../handlers/trophies/get_leaderboard.ts';
import { handler as list_awards } from '../handlers/trophies/list_awards.ts';
import { handler as list_founders } from '../handlers/founders/list_founders.ts';
import { handler as get_founder } from '../handlers/founders/get_founder.ts';
import { handler as list_interview_questions } from '../handlers/founders/list_interview_questions.ts';
import { handler as list_blog_posts } from '../handlers/blog/list_blog_posts.ts';
import { handler as get_blog_post } from '../handlers/blog/get_blog_post.ts';
import { handler as list_products } from '../handlers/orders/list_products.ts';
import { handler as get_account } from '../handlers/account/get_account.ts';
import { handler as list_my_drafts } from '../handlers/drafts/list_my_drafts.ts';
import { handler as submit_listing } from '../handlers/drafts/submit_listing.ts';
import { handler as get_draft } from '../handlers/drafts/get_draft.ts';
import { handler as update_draft } from '../handlers/drafts/update_draft.ts';
import { handler as invite_cofounder } from '../handlers/drafts/invite_cofounder.ts';
import { handler as submit_draft } from '../handlers/drafts/submit_draft.ts';
import { handler as list_my_listings } from '../handlers/my-listings/list_my_listings.ts';
import { handler as get_my_listing } from '../handlers/my-listings/get_my_listing.ts';
import { handler as update_my_listing } from '../handlers/my-listings/update_my_listing.ts';
import { handler as post_listing_update } from '../handlers/my-listings/post_listing_update.ts';
import { handler as add_milestone } from '../handlers/my-listings/add_milestone.ts';
import { handler as delete_milestone } from '../handlers/my-listings/delete_milestone.ts';
import { handler as set_founder_story } from '../handlers/my-listings/set_founder_story.ts';
import { handler as choose_free_listing } from '../handlers/my-listings/choose_free_listing.ts';
import { handler as answer_interview } from '../handlers/my-listings/answer_interview.ts';
import { handler as list_my_claims } from '../handlers/claims/list_my_claims.ts';
import { handler as claim_listing } from '../handlers/claims/claim_listing.ts';
import { handler as verify_claim } from '../handlers/claims/verify_claim.ts';
import { handler as quote_order } from '../handlers/orders/quote_order.ts';
import { handler as create_checkout } from '../handlers/orders/create_checkout.ts';
import { handler as list_my_orders } from '../handlers/orders/list_my_orders.ts';
import { handler as get_order } from '../handlers/orders/get_order.ts';

export const operationTable = {
  get_site_info: { operationId: "get_site_info", method: "get", path: "/site", tag: "Site", scopes: [], public: true, idempotent: false, successStatus: 200, handlerModule: "handlers/site/get_site_info.ts", handler: get_site_info satisfies Handler<'get_site_info'> },
  search_listings: { operationId: "search_listings", method: "get", path: "/listings", tag: "Listings", scopes: [], public: true, idempotent: false, successStatus: 200, handlerModule: "handlers/listings/search_listings.ts", handler: search_listings satisfies Handler<'search_listings'> },
  get_listing: { operationId: "get_listing", method: "get", path: "/listings/{slug}", tag: "Listings", scopes: [], public: true, idempotent: false, successStatus: 200, handlerModule: "handlers/listings/get_listing.ts", handler: get_listing satisfies Handler<'get_listing'> },
  get_alternatives: { operationId: "get_alternatives", method: "get", path: "/listings/{slug}/alternatives", tag: "Listings", scopes: [], public: true, idempotent: false, successStatus: 200, handlerModule: "handlers/listings/get_alternatives.ts", handler: get_alternatives satisfies Handler<'get_alternatives'> },
  get_badges: { operationId: "get_badges", method: "get", path: "/listings/{slug}/badges", tag: "Badges", scopes: [], public: true, idempotent: false, successStatus: 200, handlerModule: "handlers/badges/get_badges.ts", handler: get_badges satisfies Handler<'get_badges'> },
  compare_listings: { operationId: "compare_listings", method: "get", path: "/compare", tag: "Listings", scopes: [], public: true, idempotent: false, successStatus: 200, handlerModule: "handlers/listings/compare_listings.ts", handler: compare_listings satisfies Handler<'compare_listings'> },
  list_categories: { operationId: "list_categories", method: "get", path: "/categories", tag: "Categories", scopes: [], public: true, idempotent: false, successStatus: 200, handlerModule: "handlers/categories/list_categories.ts", handler: list_categories satisfies Handler<'list_categories'> },
  get_category: { operationId: "get_category", method: "get", path: "/categories/{slug}", tag: "Categories", scopes: [], public: true, idempotent: false, successStatus: 200, handlerModule: "handlers/categories/get_category.ts", handler: get_category satisfies Handler<'get_category'> },
  get_launch_week: { operationId: "get_launch_week", method: "get", path: "/launches/weeks/{week}", tag: "Launches", scopes: [], public: true, idempotent: false, successStatus: 200, handlerModule: "handlers/launches/get_launch_week.ts", handler: get_launch_week satisfies Handler<'get_launch_week'> },
  list_launches: { operationId: "list_launches", method: "get", path: "/launches", tag: "Launches", scopes: [], public: true, idempotent: false, successStatus: 200, handlerModule: "handlers/launches/list_launches.ts", handler: list_launches satisfies Handler<'list_launches'> },
  get_leaderboard: { operationId: "get_leaderboard", method: "get", path: "/leaderboards/{board}", tag: "Trophies", scopes: [], public: true, idempotent: false, successStatus: 200, handlerModule: "handlers/trophies/get_leaderboard.ts", handler: get_leaderboard satisfies Handler<'get_leaderboard'> },
  list_awards: { operationId: "list_awards", method: "get", path: "/awards", tag: "Trophies", scopes: [], public: true, idempotent: false, successStatus: 200, handlerModule: "handlers/trophies/list_awards.ts", handler: list_awards satisfies Handler<'list_awards'> },
  list_founders: { operationId: "list_founders", method: "get", path: "/founders", tag: "Founders", scopes: [], public: true, idempotent: false, successStatus: 200, handlerModule: "handlers/founders/list_founders.ts", handler: list_founders satisfies Handler<'list_founders'> },
  get_founder: { operationId: "get_founder", method: "get", path: "/founders/{slug}", tag: "Founders", scopes: [], public: true, idempotent: false, successStatus: 200, handlerModule: "handlers/founders/get_founder.ts", handler: get_founder satisfies Handler<'get_founder'> },
  list_interview_questions: { operationId: "list_interview_questions", method: "get", path: "/interview-questions", tag: "Founders", scopes: [], public: true, idempotent: false, successStatus: 200, handlerModule: "handlers/founders/list_interview_questions.ts", handler: list_interview_questions satisfies Handler<'list_interview_questions'> },
  list_blog_posts: { operationId: "list_blog_posts", method: "get", path: "/blog", tag: "Blog", scopes: [], public: true, idempotent: false, successStatus: 200, handlerModule: "handlers/blog/list_blog_posts.ts", handler: list_blog_posts satisfies Handler<'list_blog_posts'> },
  get_blog_post: { operationId: "get_blog_post", method: "get", path: "/blog/{slug}", tag: "Blog", scopes: [], public: true, idempotent: false, successStatus: 200, handlerModule: "handlers/blog/get_blog_post.ts", handler: get_blog_post satisfies Handler<'get_blog_post'> },
  list_products: { operationId: "list_products", method: "get", path: "/products", tag: "Orders", scopes: [], public: true, idempotent: false, successStatus: 200, handlerModule: "handlers/orders/list_products.ts", handler: list_products satisfies Handler<'list_products'> },
  get_account: { operationId: "get_account", method: "get", path: "/me", tag: "Account", scopes: ["account:read"], public: false, idempotent: false, successStatus: 200, handlerModule: "handlers/account/get_account.ts", handler: get_account satisfies Handler<'get_account'> },
  list_my_drafts: { operationId: "list_my_drafts", method: "get", path: "/drafts", tag: "Drafts", scopes: ["account:read"], public: false, idempotent: false, successStatus: 200, handlerModule: "handlers/drafts/list_my_drafts.ts", handler: list_my_drafts satisfies Handler<'list_my_drafts'> },
  submit_listing: { operationId: "submit_listing", method: "post", path: "/drafts", tag: "Drafts", scopes: ["listings:write"], public: false, idempotent: true, successStatus: 201, handlerModule: "handlers/drafts/submit_listing.ts", handler: submit_listing satisfies Handler<'submit_listing'> },
  get_draft: { operationId: "get_draft", method: "get", path: "/drafts/{id}", tag: "Drafts", scopes: ["account:read"], public: false, idempotent: false, successStatus: 200, handlerModule: "handlers/drafts/get_draft.ts", handler: get_draft satisfies Handler<'get_draft'> },
  update_draft: { operationId: "update_draft", method: "patch", path: "/drafts/{id}", tag: "Drafts", scopes: ["listings:write"], public: false, idempotent: true, successStatus: 200, handlerModule: "handlers/drafts/update_draft.ts", handler: update_draft satisfies Handler<'update_draft'> },
  invite_cofounder: { operationId: "invite_cofounder", method: "post", path: "/drafts/{id}/invites", tag: "Drafts", scopes: ["listings:write"], public: false, idempotent: true, successStatus: 201, handlerModule: "handlers/drafts/invite_cofounder.ts", handler: invite_cofounder satisfies Handler<'invite_cofounder'> },
  submit_draft: { operationId: "submit_draft", method: "post", path: "/drafts/{id}/submit", tag: "Drafts", scopes: ["listings:write"], public: false, idempotent: true, successStatus: 200, handlerModule: "handlers/drafts/submit_draft.ts", handler: submit_draft satisfies Handler<'submit_draft'> },
  list_my_listings: { operationId: "list_my_listings", method: "get", path: "/me/listings", tag: "My listings", scopes: ["account:read"], public: false, idempotent: false, successStatus: 200, handlerModule: "handlers/my-listings/list_my_listings.ts", handler: list_my_listings satisfies Handler<'list_my_listings'> },
  get_my_listing: { operationId: "get_my_listing", method: "get", path: "/me/listings/{listing_id}", tag: "My listings", scopes: ["account:read"], public: false, idempotent: false, successStatus: 200, handlerModule: "handlers/my-listings/get_my_listing.ts", handler: get_my_listing satisfies Handler<'get_my_listing'> },
  update_my_listing: { operationId: "update_my_listing", method: "patch", path: "/me/listings/{listing_id}", tag: "My listings", scopes: ["listings:write"], public: false, idempotent: true, successStatus: 200, handlerModule: "handlers/my-listings/update_my_listing.ts", handler: update_my_listing satisfies Handler<'update_my_listing'> },
  post_listing_update: { operationId: "post_listing_update", method: "post", path: "/me/listings/{listing_id}/updates", tag: "My listings", scopes: ["listings:write"], public: false, idempotent: true, successStatus: 201, handlerModule: "handlers/my-listings/post_listing_update.ts", handler: post_listing_update satisfies Handler<'post_listing_update'> },
  add_milestone: { operationId: "add_milestone", method: "post", path: "/me/listings/{listing_id}/milestones", tag: "My listings", scopes: ["listings:write"], public: false, idempotent: true, successStatus: 201, handlerModule: "handlers/my-listings/add_milestone.ts", handler: add_milestone satisfies Handler<'add_milestone'> },
  delete_milestone: { operationId: "delete_milestone", method: "delete", path: "/me/listings/{listing_id}/milestones/{milestone_id}", tag: "My listings", scopes: ["listings:write"], public: false, idempotent: true, successStatus: 200, handlerModule: "handlers/my-listings/delete_milestone.ts", handler: delete_milestone satisfies Handler<'delete_milestone'> },
  set_founder_story: { operationId: "set_founder_story", method: "put", path: "/me/listings/{listing_id}/story", tag: "My listings", scopes: ["listings:write"], public: false, idempotent: true, successStatus: 200, handlerModule: "handlers/my-listings/set_founder_story.ts", handler: set_founder_story satisfies Handler<'set_founder_story'> },
  choose_free_listing: { operationId: "choose_free_listing", method: "post", path: "/me/listings/{listing_id}/free", tag: "My listings", scopes: ["listings:write"], public: false, idempotent: true, successStatus: 200, handlerModule: "handlers/my-listings/choose_free_listing.ts", handler: choose_free_listing satisfies Handler<'choose_free_listing'> },
  answer_interview: { operationId: "answer_interview", method: "put", path: "/me/interview", tag: "My listings", scopes: ["listings:write"], public: false, idempotent: true, successStatus: 200, handlerModule: "handlers/my-listings/answer_interview.ts", handler: answer_interview satisfies Handler<'answer_interview'> },
  list_my_claims: { operationId: "list_my_claims", method: "get", path: "/claims", tag: "Claims", scopes: ["account:read"], public: false, idempotent: false, successStatus: 200, handlerModule: "handlers/claims/list_my_claims.ts", handler: list_my_claims satisfies Handler<'list_my_claims'> },
  claim_listing: { operationId: "claim_listing", method: "post", path: "/claims", tag: "Claims", scopes: ["listings:write"], public: false, idempotent: true, successStatus: 201, handlerModule: "handlers/claims/claim_listing.ts", handler: claim_listing satisfies Handler<'claim_listing'> },
  verify_claim: { operationId: "verify_claim", method: "post", path: "/claims/{claim_id}/verify", tag: "Claims", scopes: ["listings:write"], public: false, idempotent: true, successStatus: 200, handlerModule: "handlers/claims/verify_claim.ts", handler: verify_claim satisfies Handler<'verify_claim'> },
  quote_order: { operationId: "quote_order", method: "post", path: "/orders/quote", tag: "Orders", scopes: ["orders:write"], public: false, idempotent: false, successStatus: 200, handlerModule: "handlers/orders/quote_order.ts", handler: quote_order satisfies Handler<'quote_order'> },
  create_checkout: { operationId: "create_checkout", method: "post", path: "/orders/checkout", tag: "Orders", scopes: ["orders:write"], public: false, idempotent: true, successStatus: 201, handlerModule: "handlers/orders/create_checkout.ts", handler: create_checkout satisfies Handler<'create_checkout'> },
  list_my_orders: { operationId: "list_my_orders", method: "get", path: "/orders", tag: "Orders", scopes: ["account:read"], public: false, idempotent: false, successStatus: 200, handlerModule: "handlers/orders/list_my_orders.ts", handler: list_my_orders satisfies Handler<'list_my_orders'> },
  get_order: { operationId: "get_order", method: "get", path: "/orders/{number}", tag: "Orders", scopes: ["account:read"], public: false, idempotent: false, successStatus: 200, handlerModule: "handlers/orders/get_order.ts", handler: get_order satisfies Handler<'get_order'> },
} as const;

export type OperationRoute = (typeof operationTable)[keyof typeof operationTable];
