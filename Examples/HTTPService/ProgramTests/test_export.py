#!/usr/bin/env python3
"""HTTPService's exports read by the real decoders, on loopback.

Runs the HTTPService program (its path is the first argument, or HTTPSERVICE_BIN) headless with
--otlp-endpoint pointing at a receiver in this process that decodes every OTLP/HTTP request
with the OpenTelemetry protocol's own protobuf definitions (opentelemetry-proto's
ExportTraceServiceRequest), and with --metrics, whose GET /metrics Prometheus' own parser
(prometheus_client) reads. Each request the tests send carries a W3C traceparent with a trace id
of their own, so that every answered request names the trace the collector must have. The
board's own screen, read through `glance attach --headless` (GLANCE_BIN, else the `glance`
beside HTTPService), must name its traces by the ids the collector decoded.

    python3 Examples/HTTPService/ProgramTests/test_export.py PATH/TO/HTTPService

Every wait is bounded (WAIT seconds at most); a test fails rather than hang.
"""

import http.client
import http.server
import os
import re
import secrets
import shutil
import signal
import socket
import subprocess
import tempfile
import sys
import threading
import time
import unittest

from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import (
    ExportTraceServiceRequest,
    ExportTraceServiceResponse,
)
from opentelemetry.proto.trace.v1.trace_pb2 import Span, Status
from prometheus_client.parser import text_string_to_metric_families

BINARY = os.environ.get("HTTPSERVICE_BIN", "")
# The viewer that reads the board's screen; by default the one built beside HTTPService.
GLANCE = os.environ.get("GLANCE_BIN", "")
# The bound on every wait: for a process to listen, spans to arrive, the service to exit.
WAIT = 60.0
# The spans of one GET /items: Hummingbird's request span and the handler's two.
CHILDREN = {"cache.get": ("cache.key", "items"), "db.query": ("db.statement", "SELECT stock FROM items")}


def free_port():
    """A port on 127.0.0.1 that nothing listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def attribute_values(attributes):
    """OTLP KeyValues as a dict of Python values."""
    values = {}
    for pair in attributes:
        kind = pair.value.WhichOneof("value")
        values[pair.key] = getattr(pair.value, kind) if kind else None
    return values


class Receiver(http.server.ThreadingHTTPServer):
    """An OTLP/HTTP collector on loopback: decodes every POST /v1/traces and keeps its spans."""

    daemon_threads = True

    def __init__(self, port=0):
        super().__init__(("127.0.0.1", port), ReceiverHandler)
        self.spans = []
        self.requests = 0
        self.changed = threading.Condition()
        self.thread = threading.Thread(target=self.serve_forever, daemon=True)
        self.thread.start()

    @property
    def url(self):
        return f"http://127.0.0.1:{self.server_address[1]}"

    def add(self, request):
        with self.changed:
            self.requests += 1
            for resource_spans in request.resource_spans:
                service = attribute_values(resource_spans.resource.attributes).get("service.name")
                for scope_spans in resource_spans.scope_spans:
                    for span in scope_spans.spans:
                        self.spans.append((service, span))
            self.changed.notify_all()

    def wait_for(self, predicate, what):
        """Waits at most WAIT seconds for predicate(spans) to hold; fails with `what` if not."""
        deadline = time.monotonic() + WAIT
        with self.changed:
            while not predicate([span for _, span in self.spans]):
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise AssertionError(f"no {what} within {WAIT:.0f} s ({len(self.spans)} spans)")
                self.changed.wait(remaining)

    def snapshot(self):
        with self.changed:
            return list(self.spans)

    def stop(self):
        self.shutdown()
        self.server_close()


class ReceiverHandler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
        if self.path != "/v1/traces" or self.headers.get("Content-Type") != "application/x-protobuf":
            self.send_error(415 if self.path == "/v1/traces" else 404)
            return
        request = ExportTraceServiceRequest()
        request.ParseFromString(body)  # raises on bytes that are no such message: the test fails
        self.server.add(request)
        reply = ExportTraceServiceResponse().SerializeToString()
        self.send_response(200)
        self.send_header("Content-Type", "application/x-protobuf")
        self.send_header("Content-Length", str(len(reply)))
        self.end_headers()
        self.wfile.write(reply)

    def log_message(self, *_):
        pass


class Service:
    """The HTTPService program headless on 127.0.0.1, with the given extra arguments."""

    def __init__(self, *arguments, environment=None):
        self.port = free_port()
        self.process = subprocess.Popen(
            [BINARY, "--headless", "--size", "160x48", "--duration", "600s",
             "--port", str(self.port), "--metrics", *arguments],
            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            env={**os.environ, **(environment or {})})
        # Standard error, read as it comes (swift-otel's warnings go there with no terminal).
        self.err, self.err_changed = [], threading.Condition()
        self.reader = threading.Thread(target=self.read_err, daemon=True)
        self.reader.start()
        deadline = time.monotonic() + WAIT
        while True:
            if self.process.poll() is not None:
                self.reader.join(WAIT)
                raise AssertionError(f"HTTPService exited with {self.process.returncode}: "
                                     f"{self.stderr()}")
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                return
            except OSError:
                if time.monotonic() > deadline:
                    self.process.kill()
                    raise AssertionError(f"HTTPService never listened on {self.port}")
                time.sleep(0.05)

    def read_err(self):
        for line in self.process.stderr:
            with self.err_changed:
                self.err.append(line)
                self.err_changed.notify_all()

    def stderr(self):
        with self.err_changed:
            return "".join(self.err)

    def wait_for_stderr(self, pattern):
        """Waits at most WAIT seconds for a line of standard error that matches `pattern`."""
        deadline = time.monotonic() + WAIT
        with self.err_changed:
            while not any(re.search(pattern, line) for line in self.err):
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise AssertionError(f"nothing like {pattern!r} on standard error:\n"
                                         + "".join(self.err[-20:]))
                self.err_changed.wait(remaining)

    def connection(self):
        return http.client.HTTPConnection("127.0.0.1", self.port, timeout=WAIT)

    def get(self, path, connection=None, traceparent=None):
        """(status, body) of GET path, on `connection` if given."""
        own = connection is None
        connection = connection or self.connection()
        try:
            connection.request("GET", path, headers={"traceparent": traceparent} if traceparent else {})
            response = connection.getresponse()
            return response.status, response.read().decode()
        finally:
            if own:
                connection.close()

    def stop(self):
        """SIGTERM, then (status, the board's last frame, standard error) once it exited."""
        self.process.send_signal(signal.SIGTERM)
        try:
            out = self.process.stdout.read()  # until the program closes it, at exit
            self.process.wait(timeout=WAIT)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            raise AssertionError(f"HTTPService did not exit within {WAIT:.0f} s of SIGTERM:\n"
                                 + self.stderr())
        self.reader.join(WAIT)
        return self.process.returncode, out, self.stderr()

    def kill(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        self.reader.join(WAIT)
        self.process.stdout.close()
        self.process.stderr.close()


def new_trace():
    """(trace id, parent span id, traceparent header) for a request of a trace of our own."""
    trace_id, parent_id = secrets.token_hex(16), secrets.token_hex(8)
    return trace_id, parent_id, f"00-{trace_id}-{parent_id}-01"


def traces(spans):
    """The spans by trace id (hex)."""
    by_trace = {}
    for span in spans:
        by_trace.setdefault(span.trace_id.hex(), []).append(span)
    return by_trace


def complete(by_trace, trace_ids):
    """Whether each of trace_ids has its request's three spans."""
    return all(len(by_trace.get(trace_id, [])) >= 1 + len(CHILDREN) for trace_id in trace_ids)


def metric_count(text, family_name, path):
    """The sample of family_name (its _count for a histogram) labelled with `path`."""
    for family in text_string_to_metric_families(text):
        if family.name != family_name:
            continue
        # A histogram's count, or a counter's value (with or without the _total suffix).
        names = {family.name + "_count"} if family.type == "histogram" else \
            {family.name, family.name + "_total"}
        total = None
        for sample in family.samples:
            if sample.name in names and path in sample.labels.values():
                total = (total or 0) + sample.value
        return total
    return None


def board_row(frame, label):
    """The first line of the board's last frame that names `label`."""
    return next((line for line in frame.splitlines() if label in line), "")


def attach(socket_path, *arguments):
    """The screen `glance attach --headless` prints of the board serving on socket_path."""
    glance = GLANCE or os.path.join(os.path.dirname(BINARY), "glance")
    if not os.access(glance, os.X_OK):
        raise AssertionError(f"no glance at {glance}: build it (swift build --product glance) "
                             "or set GLANCE_BIN")
    viewer = subprocess.run(
        [glance, "attach", socket_path, "--headless", "--size", "160x48", *arguments],
        stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=WAIT)
    if viewer.returncode != 0:
        raise AssertionError(f"glance attach exited with {viewer.returncode}: {viewer.stderr}")
    return viewer.stdout


def panel_text(screen, title):
    """What the lines of `screen` hold from the column where the panel `title` begins."""
    lines = screen.splitlines()
    border = next((line for line in lines if f" {title} " in line), None)
    if border is None:
        raise AssertionError(f"no panel {title!r} on the screen:\n{screen}")
    column = border.index(f" {title} ") - 2  # its corner and the dash before the title
    return "\n".join(line[column:] for line in lines[lines.index(border):])


class ExportTests(unittest.TestCase):
    def setUp(self):
        self.receiver = Receiver()
        self.addCleanup(self.receiver.stop)

    def start(self, *arguments, environment=None):
        service = Service(*arguments, environment=environment)
        self.addCleanup(service.kill)
        return service

    def check_request_spans(self, by_trace, trace_id, parent_id):
        """The trace's three spans: the request's, a child of the caller's span, and the two
        the handler starts, children of the request's, with their attributes."""
        spans = by_trace.get(trace_id, [])
        self.assertEqual(len(spans), 1 + len(CHILDREN), f"trace {trace_id}: {spans}")
        roots = [span for span in spans if span.parent_span_id.hex() == parent_id]
        self.assertEqual(len(roots), 1, f"trace {trace_id}: one span is the caller's child")
        root = roots[0]
        self.assertEqual(root.kind, Span.SPAN_KIND_SERVER)
        self.assertEqual(root.name, "/items")
        self.assertEqual(root.status.code, Status.STATUS_CODE_UNSET)
        self.assertLessEqual(root.start_time_unix_nano, root.end_time_unix_nano)
        children = {span.name: span for span in spans if span is not root}
        self.assertEqual(set(children), set(CHILDREN))
        for name, (key, value) in CHILDREN.items():
            child = children[name]
            self.assertEqual(child.parent_span_id, root.span_id, f"{name}'s parent")
            self.assertEqual(attribute_values(child.attributes).get(key), value)
            self.assertEqual(child.kind, Span.SPAN_KIND_INTERNAL)
            self.assertGreaterEqual(child.start_time_unix_nano, root.start_time_unix_nano)
            self.assertLessEqual(child.end_time_unix_nano, root.end_time_unix_nano)

    def test_every_span_and_metric_reaches_the_decoders_as_the_board_counts_them(self):
        service = self.start("--otlp-endpoint", self.receiver.url)
        sent = []
        connection = service.connection()
        for _ in range(40):
            trace_id, parent_id, traceparent = new_trace()
            status, body = service.get("/items", connection, traceparent)
            self.assertEqual((status, body), (200, '["coffee","tea","cocoa"]'))
            sent.append((trace_id, parent_id))
        connection.close()
        # The middleware records a request once it has answered: the last may trail its answer.
        deadline = time.monotonic() + WAIT
        while True:
            status, text = service.get("/metrics")
            self.assertEqual(status, 200)
            requests = metric_count(text, "hb_requests", "/items")
            if requests == len(sent) or time.monotonic() > deadline:
                break
            time.sleep(0.05)
        self.assertEqual(requests, len(sent), text)
        self.assertEqual(metric_count(text, "http_server_request_duration", "/items"), len(sent))
        status, frame, err = service.stop()
        self.assertEqual(status, 0, err)
        # The board counted the same requests: its metrics panel's rows for the counter and the
        # histogram, and its operations panel's row for the request span.
        for label in ("hb.requests", "http.server.request.duration"):
            self.assertRegex(board_row(frame, label), rf"\b{len(sent)}\b", frame)
        self.receiver.wait_for(lambda spans: complete(traces(spans), [t for t, _ in sent]),
                               "span of every request")
        received = self.receiver.snapshot()
        self.assertTrue(all(service_name == "HTTPService" for service_name, _ in received))
        span_ids = [span.span_id for _, span in received]
        self.assertEqual(len(span_ids), len(set(span_ids)), "a span arrived twice")
        by_trace = traces(span for _, span in received)
        for trace_id, parent_id in sent:
            self.check_request_spans(by_trace, trace_id, parent_id)
        # No span but our requests': a scrape's span is the only other kind, and under its route.
        names = {span.name for _, span in received}
        self.assertLessEqual(names, {"/items", "/metrics", *CHILDREN})

    def test_the_trace_ids_the_board_shows_are_the_ids_the_collector_got(self):
        # The board served to `glance attach` from a private runtime directory.
        runtime = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, runtime, True)
        os.chmod(runtime, 0o700)
        service = self.start("--otlp-endpoint", self.receiver.url,
                             environment={"GLANCE_SERVE": "1", "XDG_RUNTIME_DIR": runtime})
        sent, connection = {}, service.connection()
        for _ in range(20):
            trace_id, parent_id, traceparent = new_trace()
            self.assertEqual(service.get("/items", connection, traceparent)[0], 200)
            sent[trace_id] = parent_id
        connection.close()
        self.receiver.wait_for(lambda spans: complete(traces(spans), sent), "span of every request")
        received = traces(span for _, span in self.receiver.snapshot())
        socket_path = os.path.join(runtime, "glance", f"HTTPService.{service.process.pid}.sock")
        deadline = time.monotonic() + WAIT
        while not os.path.exists(socket_path):
            self.assertLess(time.monotonic(), deadline, f"no socket at {socket_path}")
            time.sleep(0.05)

        # The list: each trace's first seven digits, as Jaeger shortens them, beside its root.
        listed = re.findall(r" ([0-9a-f]{7}) +/items",
                            panel_text(attach(socket_path), "Slowest traces"))
        self.assertGreaterEqual(len(listed), 3, "traces listed with their ids")
        for short in listed:
            matches = [trace_id for trace_id in received if trace_id.startswith(short)]
            self.assertEqual(len(matches), 1, f"{short} names one trace the collector got")
            self.assertIn(matches[0], sent)

        # Enter (the program's key, pressed by the viewer) opens the slowest trace: its header
        # shows the first digits, its status the whole id, which is one the collector got, of a
        # request this test sent.
        waterfall = panel_text(attach(socket_path, "--keys", "<enter>"), "Slowest traces")
        whole = re.search(r"trace ([0-9a-f]{32})", waterfall)
        self.assertIsNotNone(whole, waterfall)
        trace_id = whole.group(1)
        self.assertIn(trace_id, received)
        self.assertIn(trace_id, sent)
        self.assertRegex(waterfall, rf"/items {trace_id[:7]}  ")
        self.assertEqual(listed[0], trace_id[:7], "the slowest listed is the one opened")
        self.assertEqual(service.stop()[0], 0)

    def test_sigterm_under_load_exports_every_span_of_every_answered_request(self):
        # Each request held 300 ms, so that requests are in the handler when SIGTERM comes.
        service = self.start("--otlp-endpoint", self.receiver.url, "--latency", "300")
        answered, lock, stopping = [], threading.Lock(), threading.Event()

        def client():
            connection = service.connection()
            while not stopping.is_set():
                trace_id, parent_id, traceparent = new_trace()
                try:
                    status, _ = service.get("/items", connection, traceparent)
                except (OSError, http.client.HTTPException):
                    return  # the server closed the connection: it is shutting down
                if status == 200:
                    with lock:
                        answered.append((trace_id, parent_id))
            connection.close()

        clients = [threading.Thread(target=client) for _ in range(4)]
        for thread in clients:
            thread.start()
        deadline = time.monotonic() + WAIT
        while len(answered) < 8 and time.monotonic() < deadline:
            time.sleep(0.05)
        status, _, err = service.stop()
        stopping.set()
        for thread in clients:
            thread.join(WAIT)
        self.assertEqual(status, 0, err)
        self.assertGreaterEqual(len(answered), 8)
        # Exported before exit, so already here: no waiting.
        by_trace = traces(span for _, span in self.receiver.snapshot())
        for trace_id, parent_id in answered:
            self.check_request_spans(by_trace, trace_id, parent_id)

    def test_a_collector_down_then_up_costs_no_request_and_spans_resume(self):
        # Nothing listens on the collector's port yet. A queue of 64 spans, exported every 100 ms
        # in batches of 32, each export given up after 500 ms.
        down = free_port()
        self.receiver.stop()
        queue, batch = 64, 32
        service = self.start(
            "--otlp-endpoint", f"http://127.0.0.1:{down}",
            environment={"OTEL_BSP_MAX_QUEUE_SIZE": str(queue), "OTEL_BSP_SCHEDULE_DELAY": "100",
                         "OTEL_BSP_MAX_EXPORT_BATCH_SIZE": str(batch),
                         "OTEL_EXPORTER_OTLP_TRACES_TIMEOUT": "500"})
        connection = service.connection()
        while_down = []
        for _ in range(300):
            trace_id, _, traceparent = new_trace()
            self.assertEqual(service.get("/items", connection, traceparent)[0], 200)
            while_down.append(trace_id)
        # The service says so: swift-otel's failed exports and dropped spans, on standard error.
        service.wait_for_stderr(r"Failed to export batch")
        service.wait_for_stderr(r"dropped")
        # The collector comes up on the port the service exports to. The queue is full of spans
        # from before, so the first requests' spans are dropped until it has been exported:
        # requests go on, one at a time, until one of them has all its spans there.
        self.receiver = Receiver(down)
        self.addCleanup(self.receiver.stop)
        resumed, deadline = [], time.monotonic() + WAIT
        while not any(complete(traces(span for _, span in self.receiver.snapshot()), [trace_id])
                      for trace_id in resumed):
            self.assertLess(time.monotonic(), deadline, "spans never resumed")
            trace_id, _, traceparent = new_trace()
            self.assertEqual(service.get("/items", connection, traceparent)[0], 200)
            resumed.append(trace_id)
            time.sleep(0.02)
        # From then on nothing is lost: every span of the next requests arrives.
        after = []
        for _ in range(20):
            trace_id, parent_id, traceparent = new_trace()
            self.assertEqual(service.get("/items", connection, traceparent)[0], 200)
            after.append((trace_id, parent_id))
        connection.close()
        status, _, err = service.stop()
        self.assertEqual(status, 0, err)
        by_trace = traces(span for _, span in self.receiver.snapshot())
        for trace_id, parent_id in after:
            self.check_request_spans(by_trace, trace_id, parent_id)
        # The service held a bounded number of spans while the collector was down: of the 900
        # spans of those requests, no more than the queue and the one batch being sent when it
        # came up reached it later.
        late = sum(len(by_trace.get(trace_id, [])) for trace_id in while_down)
        self.assertLessEqual(late, queue + batch)


if __name__ == "__main__":
    if len(sys.argv) > 1 and not sys.argv[1].startswith("-"):
        BINARY = sys.argv.pop(1)
    if not BINARY or not os.access(BINARY, os.X_OK):
        sys.exit("usage: test_export.py PATH/TO/HTTPService (or set HTTPSERVICE_BIN)")
    unittest.main(verbosity=2)
