# The two commands: `make serve` and `make test`. Everything else is what they need.
# Each target installs what is missing, so both work on a fresh machine from a clean clone.

SHELL := /bin/bash
CARGO ?= cargo
AMPERE := target/release/ampere
WASM := target/wasm32-unknown-unknown/wasm/ampere_search_wasm.wasm
THEME_WASM := theme/src/search/ampere_search.wasm
PORT ?= 3000

.PHONY: serve test build site theme engine wasm deps node-deps wasm-target chromium nginx \
        test-rust test-site test-theme test-e2e test-nginx lint bench clean

## make serve: build theme, engine and site, then serve http://127.0.0.1:$(PORT)
serve: site
	$(AMPERE) serve --port $(PORT) --watch

## make test: every test (Rust, theme, browser)
test: lint test-rust test-site test-theme test-e2e test-nginx

build site: engine theme
	$(AMPERE) build --site site --out build

engine:
	$(CARGO) build --release -p ampere

wasm-target:
	@rustup target list --installed 2>/dev/null | grep -q wasm32-unknown-unknown || rustup target add wasm32-unknown-unknown

wasm: wasm-target
	$(CARGO) build -p ampere-search-wasm --target wasm32-unknown-unknown --profile wasm
	@mkdir -p $(dir $(THEME_WASM))
	cp $(WASM) $(THEME_WASM)

# `npm install` (not `npm ci`): npm 11 reports the lock file as out of sync over Rollup's optional
# platform packages although it is not; `npm install` installs exactly what the lock file pins.
theme/node_modules/.package-lock.json: theme/package-lock.json
	cd theme && npm install --no-audit --no-fund
	@touch $@

e2e/node_modules/.package-lock.json: e2e/package-lock.json
	cd e2e && npm install --no-audit --no-fund
	@touch $@

node-deps: theme/node_modules/.package-lock.json

theme: wasm node-deps
	cd theme && npm run build

chromium:
	@test -x /usr/bin/chromium || { \
	  echo "Installing Debian's chromium for the browser tests"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium >/dev/null; }

# deploy/test-nginx.sh needs nginx, and curl and jq beside it.
nginx:
	@test -x /usr/sbin/nginx && command -v curl >/dev/null && command -v jq >/dev/null || { \
	  echo "Installing Debian's nginx (with curl and jq) for the nginx config test"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq nginx curl jq >/dev/null; }

lint:
	$(CARGO) fmt --all -- --check
	$(CARGO) clippy --workspace --all-targets --release -- -D warnings

test-rust: theme  # the binary's tests build small sites with the built theme
	$(CARGO) test --workspace --release

## The portal itself: every link, anchor, image and translation key, warnings counted as errors
test-site: engine
	$(AMPERE) check --site site --strict

test-theme: theme  # the built server bundle is tested too (theme/server/worker.test.ts)
	cd theme && npm run typecheck && npm test

test-e2e: site chromium e2e/node_modules/.package-lock.json
	cd e2e && npx playwright test

test-nginx: nginx
	sh deploy/test-nginx.sh

bench: engine theme
	bench/build.sh

clean:
	rm -rf build target theme/dist $(THEME_WASM)
