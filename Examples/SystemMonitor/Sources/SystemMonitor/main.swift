makeMonitor(sampler: SystemSampler()).run()
