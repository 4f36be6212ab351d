# The shop as a container: built in one stage, run in another with production
# dependencies only, as an unprivileged user. The server runs TypeScript directly
# (Node's type stripping), so the image carries src/ and the built storefront.
#   docker build -t shop .
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… shop
# See docs/deploy.md ("Several machines") and compose.yaml.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# scripts/run.mjs build: the storefront (react-router build), the admin area, and the
# precompressed static files; its install step finds node_modules already in place.
RUN node scripts/run.mjs build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
COPY src ./src
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# /healthz answers while the process lives (docs/deploy.md); the load balancer uses /readyz.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# glibc's allocator as `npm start` sets it (scripts/run.mjs, serverMalloc): large buffers
# go back to the system when freed, two heaps at most.
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=16384
# SIGTERM reaches the server itself (no npm in between): it finishes in-flight requests
# and jobs, closes the database pool and exits 0. The V8 flags are `npm start`'s
# (scripts/run.mjs, serverArgs: a smaller young generation, an old one collected sooner).
CMD ["node", "--disable-warning=ExperimentalWarning", "--max-semi-space-size=4", "--heap-growing-percent=30", "src/server/main.ts"]
