# syntax=docker/dockerfile:1
# The storefront's rendering server: the shell's server build (bundled, no node_modules needed)
# beside the browser build it renders pages around. It is the shell, so it carries the shell's
# version; the remotes' server code is fetched at run time from where remotes.json says.
#   docker build -f shell/deploy/storefront.Dockerfile -t kirana/storefront:<version> .
FROM node:20-bookworm-slim AS build
WORKDIR /app
# What ships gets Zopfli on every file (tools/precompress.ts), not only on the first page's.
ENV KIRANA_ZOPFLI=all
COPY . .
RUN npm install --no-audit --no-fund && npx tsx scripts/build-cli.ts shell --force

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000
WORKDIR /app
COPY --from=build /app/shell/dist shell/dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/healthz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# node handles SIGTERM itself; no shell in between.
CMD ["node", "shell/dist/server/index.cjs"]
