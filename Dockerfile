# Every image of the store, from the repository root as the build context. One target per kind of part;
# a builder that builds only the stages a target needs (BuildKit: Docker 23 or newer, or buildah and
# podman) is assumed. The service comes last, so a build that names no target asks for its SERVICE.
# the dependencies are installed, and the programs built, once for all the images (docker-compose.yml
# builds each of its parts from here; so do the Kubernetes images, tagged <registry>/<part>:<tag>):
#   docker build --target service --build-arg SERVICE=users -t <registry>/users:<tag> .
#   docker build --target gateway -t <registry>/gateway:<tag> .
#   docker build --target shell -t <registry>/shell:<tag> .
#   docker build --target remote --build-arg FRONTEND=mf-cart -t <registry>/mf-cart:<tag> .

# Only the lock file and the package.json files decide the install, so they are taken apart first: an
# edit to the sources reuses the installed dependencies instead of installing them all again.
FROM node:24-bookworm-slim AS manifests
WORKDIR /app
COPY . .
RUN find . -type f ! -name package.json ! -name package-lock.json -delete && find . -type d -empty -delete

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci --ignore-scripts
COPY . .

# Every service and the gateway, bundled at once. No source maps ship: they would publish the sources.
FROM build AS programs
RUN node scripts/build.mjs --node && find services/*/dist gateway/dist -name '*.map' -delete

# The shell and every remote, built at once.
FROM build AS frontends
RUN node scripts/build.mjs --frontends && find shell/dist shell/dist-server mf-*/dist mf-*/releases -name '*.map' -delete

# A part's production dependencies are installed from the package files alone, so a change to the
# sources never installs them again (only a change to the lock file or a package.json does).
FROM node:24-bookworm-slim AS gateway-modules
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci --ignore-scripts --omit=dev --workspace gateway

FROM node:24-bookworm-slim AS gateway
ENV NODE_ENV=production PORT=8080
WORKDIR /app
COPY --from=gateway-modules /app/node_modules ./node_modules
COPY --from=programs /app/gateway/dist ./gateway/dist
COPY --from=programs /app/gateway/package.json ./gateway/package.json
# The shell's server build: the gateway draws the catalogue's pages with it (FIRST_VIEW_FILE).
COPY --from=frontends /app/shell/dist-server ./shell/dist-server
# Which release of each remote is served (REMOTE_DEPLOYMENTS_FILE): a volume mounted here starts with this owner.
RUN mkdir -p /var/lib/storefront && chown node:node /var/lib/storefront
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:8080/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "gateway/dist/server.js"]

# The shell: its built files behind nginx, as an unprivileged user (uid 101), on port 8080.
FROM nginxinc/nginx-unprivileged:1.27-alpine AS shell
COPY packages/frontend-build/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=frontends /app/shell/dist /usr/share/nginx/html
EXPOSE 8080

# A remote (FRONTEND: its folder, mf-<name>): its releases behind nginx, as the shell. Each is a folder
# named by its version, beside releases.json; the gateway serves it under /remotes/<name>/<version>/
# (REMOTE_ORIGIN_<NAME>), and a release is never changed once published.
FROM nginxinc/nginx-unprivileged:1.27-alpine AS remote
ARG FRONTEND
COPY packages/frontend-build/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=frontends /app/$FRONTEND/releases /usr/share/nginx/html
EXPOSE 8080

# A service's production dependencies alone, from its package files.
FROM node:24-bookworm-slim AS service-modules
WORKDIR /app
COPY --from=manifests /app ./
ARG SERVICE
RUN test -n "$SERVICE" || { echo 'Name the service: --build-arg SERVICE=<a folder of services/>' >&2; exit 1; }
RUN npm ci --ignore-scripts --omit=dev --workspace "services/$SERVICE"

# A service (SERVICE: its folder under services/).
FROM node:24-bookworm-slim AS service
ARG SERVICE
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data SERVICE=$SERVICE
WORKDIR /app
# The service's own files (PGlite when no DATABASE_URL, images, mail) go to /data, which the unprivileged
# user owns; a named volume mounted there starts with that owner.
RUN mkdir -p /data && chown node:node /data
COPY --from=service-modules /app/node_modules ./node_modules
COPY --from=programs /app/services/$SERVICE/dist ./services/$SERVICE/dist
COPY --from=programs /app/services/$SERVICE/package.json ./services/$SERVICE/package.json
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The shell only names the program: exec leaves node as the container's first process, which gets SIGTERM.
CMD ["/bin/sh", "-c", "exec node services/$SERVICE/dist/server.js"]
