# Node 24 comes from the `node` npm package in node_modules/.bin, ahead of the machine's own Node.
SHELL := /bin/bash
export PATH := $(CURDIR)/node_modules/.bin:$(PATH)
NODE := node --disable-warning=ExperimentalWarning

.PHONY: start test verify lint generate check-generated migrate worker db-stop install

install: node_modules/.install-stamp

node_modules/.install-stamp: package.json package-lock.json
	@# npm ci trips over optional platform packages missing from the lock (npm bug); install honours the lock.
	npm install --no-audit --no-fund
	@touch $@

## start: install if needed, migrate, serve the API and the job worker on PORT (default 3000)
start: install
	$(NODE) app/main.ts

## test: the whole test suite on real PostgreSQL; ends with "N passed, N failed"
test: install
	@mkdir -p test-artifacts
	@set +e; NODE_OPTIONS="--experimental-vm-modules --disable-warning=ExperimentalWarning" jest --json --outputFile=test-artifacts/jest.json $(JEST_ARGS); status=$$?; \
	  $(NODE) scripts/test-summary.ts test-artifacts/jest.json; exit $$status

## verify: contract checks: spec lint, types, generated drift, handler coverage, spec-validated responses
verify: install lint check-generated
	$(NODE) scripts/verify.ts
	@NODE_OPTIONS="--experimental-vm-modules --disable-warning=ExperimentalWarning" jest test/contract test/http

lint: install
	tsc --noEmit
	redocly lint spec/openapi.yaml --format=stylish

## generate: types, operation table and MCP tools from spec/openapi.yaml into generated/
generate: install
	$(NODE) scripts/generate.ts

## check-generated: fails when generated/ (or a handler scaffold) is not what `make generate` writes
check-generated: generate
	@if ! git diff --quiet -- generated handlers || [ -n "$$(git ls-files --others --exclude-standard -- generated handlers)" ]; then \
	  git status --short -- generated handlers; echo "generated files are out of date: run make generate and commit"; exit 1; fi

migrate: install
	$(NODE) scripts/migrate.ts

worker: install
	$(NODE) scripts/worker.ts

## db-stop: stop the shared embedded PostgreSQL
db-stop: install
	$(NODE) scripts/db-stop.ts
