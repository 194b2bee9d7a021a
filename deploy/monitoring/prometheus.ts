// deploy/monitoring/prometheus.yml, made from the topology (deploy/topology.ts) by `npm run deploy-files`;
// a test fails when the file is not what this writes.
import { GATEWAY, SERVICES, SERVICE_PORT } from '../topology';

/** prometheus.yml's text, before formatting. */
export function prometheusFile(): string {
  const scraped = SERVICES.filter((s) => s.metrics).map((s) => s.name);
  const unscraped = SERVICES.filter((s) => !s.metrics).map((s) => s.name);
  return `# A Prometheus configuration for Maple Market: the alert rules, and where the store's /metrics are.
# Keep the job for where the store runs and delete the other.
# Made from deploy/topology.ts by \`npm run deploy-files\` (deploy/monitoring/prometheus.ts): edit those, not this file.
#
#   prometheus --config.file=deploy/monitoring/prometheus.yml
#
# Services answer /metrics on their own port (${SERVICE_PORT} in the images); the gateway only on its operators'
# port (ADMIN_PORT, ${GATEWAY.adminPort}), never on the public one.
global:
  scrape_interval: 15s
  evaluation_interval: 15s

rule_files:
  - alerts.yml

scrape_configs:
  # Kubernetes (deploy/kubernetes): every pod annotated prometheus.io/scrape=true, on the port and path
  # its annotations name; the pod's app.kubernetes.io/name becomes \`job\`.
  - job_name: maple-market
    kubernetes_sd_configs:
      - role: pod
    relabel_configs:
      - source_labels: [__meta_kubernetes_pod_annotation_prometheus_io_scrape]
        action: keep
        regex: 'true'
      # A stand-in for an outside provider (the payment sandbox for Stripe) has no /metrics.
      - source_labels: [__meta_kubernetes_pod_label_app_kubernetes_io_name]
        action: drop
        regex: ${unscraped.join('|')}
      - source_labels: [__meta_kubernetes_pod_annotation_prometheus_io_path]
        target_label: __metrics_path__
        regex: (.+)
      - source_labels: [__address__, __meta_kubernetes_pod_annotation_prometheus_io_port]
        regex: '([^:]+)(?::\\d+)?;(\\d+)'
        replacement: '$1:$2'
        target_label: __address__
      - source_labels: [__meta_kubernetes_pod_label_app_kubernetes_io_name]
        target_label: job
      - source_labels: [__meta_kubernetes_pod_name]
        target_label: instance

  # docker compose (docker-compose.yml): each service's name resolves to all its replicas (--scale), so
  # every replica is scraped.
  - job_name: maple-market-compose
    dns_sd_configs:
      - names: [${scraped.join(', ')}]
        type: A
        port: ${SERVICE_PORT}
      - names: [${GATEWAY.name}]
        type: A
        port: ${GATEWAY.adminPort}
`;
}
