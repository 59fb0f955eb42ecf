# syntax=docker/dockerfile:1
# One static host image per front end, each built and versioned on its own:
#   docker build -f tools/static.Dockerfile --build-arg APP=mfe-catalog -t kirana/mfe-catalog:<version> .
FROM node:20-bookworm-slim AS build
ARG APP
WORKDIR /app
# What ships gets Zopfli on every file (tools/precompress.ts), not only on the first page's.
ENV KIRANA_ZOPFLI=all
COPY . .
RUN npm install --no-audit --no-fund && npx tsx scripts/build-cli.ts "$APP" --force

FROM nginx:1.27-alpine
ARG APP
COPY --from=build /app/${APP}/dist /usr/share/nginx/html
# The shell's own server build runs in the storefront image, never served; a remote's server/
# folder is served (the rendering servers load it from here, as browsers load the browser build).
RUN if [ "$APP" = shell ]; then rm -rf /usr/share/nginx/html/server; fi
COPY tools/static-nginx.conf.template /etc/nginx/templates/default.conf.template
# The shell's image writes /config.json and /remotes.json from its environment at start.
COPY shell/deploy/runtime-config.sh /docker-entrypoint.d/40-runtime-config.sh
ENV STATIC_PORT=80 STATIC_ROOT=/usr/share/nginx/html
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD wget -q -O /dev/null http://127.0.0.1/healthz || exit 1
