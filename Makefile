# Node 24 comes from the `node` npm package in node_modules/.bin, ahead of the machine's own Node.
SHELL := /bin/bash
export PATH := $(CURDIR)/node_modules/.bin:$(PATH)
NODE := node --disable-warning=ExperimentalWarning

.PHONY: chromium demo seed-bench bench-compare bench-drafting start test verify lint format generate check-generated migrate worker db-stop install api-key bench set-price site-setting

install: node_modules/.install-stamp

node_modules/.install-stamp: package.json package-lock.json
	@# npm ci trips over optional platform packages missing from the lock (npm bug); install honours the lock.
	npm install --no-audit --no-fund
	@touch $@

## start: install if needed, migrate, serve the API and the job worker on PORT (default 3000)
start: install
	$(NODE) app/main.ts

## test: the whole test suite on real PostgreSQL; ends with "N passed, N failed"
test: install chromium
	@mkdir -p test-artifacts
	@set +e; NODE_OPTIONS="--experimental-vm-modules --disable-warning=ExperimentalWarning" jest --json --outputFile=test-artifacts/jest.json $(JEST_ARGS); status=$$?; \
	  $(NODE) scripts/test-summary.ts test-artifacts/jest.json; exit $$status

## chromium: the browser tests drive Debian's Chromium (/usr/bin/chromium); installed when missing
chromium:
	@command -v chromium >/dev/null 2>&1 || { \
	  if [ "$$(id -u)" = 0 ]; then echo "installing Debian's chromium for the browser tests"; \
	    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) >/dev/null; \
	  else echo "The browser tests need Chromium at /usr/bin/chromium: run sudo apt-get install chromium"; exit 1; fi; }

## verify: contract checks: spec lint, types, generated drift, handler coverage, MCP conformance, spec-validated responses
verify: install lint check-generated
	$(NODE) scripts/verify.ts
	$(NODE) scripts/mcp-conformance.ts
	@NODE_OPTIONS="--experimental-vm-modules --disable-warning=ExperimentalWarning" jest test/contract test/http

## lint: types, lint rules (ESLint + typescript-eslint, type-aware), formatting (Prettier) and the spec (Redocly)
lint: install
	tsc --noEmit
	eslint --max-warnings=0 .
	prettier --check --log-level=warn .
	redocly lint spec/openapi.yaml --format=stylish

## format: rewrite files in the house style (Prettier) and apply ESLint's safe fixes
format: install
	prettier --write --log-level=warn .
	eslint --fix .

## generate: types, operation table and MCP tools from spec/openapi.yaml into generated/
generate: install
	$(NODE) scripts/generate.ts

## check-generated: fails when generated/ (or a handler scaffold) is not what `make generate` writes
check-generated: generate
	@if ! git diff --quiet -- generated handlers || [ -n "$$(git ls-files --others --exclude-standard -- generated handlers)" ]; then \
	  git status --short -- generated handlers; echo "generated files are out of date: run make generate and commit"; exit 1; fi

migrate: install
	$(NODE) scripts/migrate.ts

## demo: load the demo directory (332 listings, founders, posts, votes, awards) into an empty database
demo: install
	$(NODE) scripts/demo-data.ts

## seed-bench: make seed-bench N=100000 adds N generated listings (bench-*) with votes for benchmarks
N ?= 100000
seed-bench: install
	$(NODE) scripts/seed-bench.ts $(N)

## bench-drafting: drafts the corpus sites (dev and the held-out set, BENCH_SETS) with the built-in drafter; recall, precision, invented, unstated, injection, forbidden requests, p95
bench-drafting: install
	$(NODE) scripts/bench-drafting.ts

## api-key: make api-key EMAIL=you@example.com SCOPES="account:read listings:write" (account too if new); the key is the last line
api-key: install
	@EMAIL="$(EMAIL)" SCOPES="$(SCOPES)" NAME="$(NAME)" $(NODE) scripts/create-api-key.ts

## site-setting: make site-setting KEY=free_queue_weeks [VALUE='{"min":6,"max":8}'] shows or sets a site setting (JSON)
site-setting: install
	@KEY="$(KEY)" VALUE='$(VALUE)' $(NODE) scripts/site-setting.ts

## set-price: make set-price PRODUCT=launch CENTS=5900 sets a product's price (USD cents, excluding VAT), kept with its history
set-price: install
	@PRODUCT="$(PRODUCT)" CENTS="$(CENTS)" $(NODE) scripts/set-price.ts

worker: install
	$(NODE) scripts/worker.ts

## bench-compare: search_listings against the search code of BASELINE (a git ref), alternating per request; medians, fastest of ROUNDS, backend CPU; needs `make seed-bench`
bench-compare: install
	BASELINE="$(BASELINE)" ROUNDS="$(ROUNDS)" $(NODE) scripts/bench/compare-search.ts

## bench: typo-search (and facets, category browse) latency, relevance set score, MiniSearch anchor, get_listing/search_listings load against a bare node:http + pg ceiling; needs `make seed-bench N=100000`
bench: install
	$(NODE) scripts/bench/bench.ts

## db-stop: stop the shared embedded PostgreSQL
db-stop: install
	$(NODE) scripts/db-stop.ts
