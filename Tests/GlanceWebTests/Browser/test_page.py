"""The page in a real browser (headless Chromium through Selenium): what it draws is what a
terminal viewer at the same size shows; keys reach the program; it follows the program's and
the bridge's comings and goings; a replay page seeks to exactly a frame."""

import os
import subprocess

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import ARTIFACTS, Served, program, wait_until
from rawclient import varint


def open_page(driver, web):
    driver.get(web.url)
    wait_until("the page to attach", lambda: state(driver) == "attached", timeout=20)
    wait_until("a first frame", lambda: driver.execute_script("return window.glance.framesPainted") > 0)


def state(driver):
    return driver.execute_script("return window.glance && window.glance.state")


def page_text(driver):
    return driver.execute_script("return window.glance.text()")


def page_size(driver):
    size = driver.execute_script("return window.glance.size")
    return size["columns"], size["rows"]


def headless_screen(runtime_dir, name, columns, rows, *extra):
    """What `glance attach --headless` shows of the program at this size."""
    env = dict(os.environ, XDG_RUNTIME_DIR=runtime_dir, LANG="C.UTF-8")
    result = subprocess.run(
        [program("glance"), "attach", name, "--headless", "--size", f"{columns}x{rows}",
         "--duration", "0.3s", *extra], capture_output=True, text=True, env=env, timeout=20)
    assert result.returncode == 0, result.stderr
    return result.stdout.rstrip("\n")


def same_screen(driver, runtime_dir, name, *extra):
    """The page's text equals the headless viewer's at the page's size (both settle first)."""
    columns, rows = page_size(driver)
    expected = headless_screen(runtime_dir, name, columns, rows, *extra)
    wait_until(f"the page to show the {columns}x{rows} screen",
               lambda: page_text(driver) == expected, timeout=10)
    return columns, rows


def fit(driver, columns, rows):
    """Sizes the window so that the page fits exactly `columns` x `rows` cells (half a cell of
    slack each way, so that rounding cannot tip it over)."""
    for _ in range(4):
        if page_size(driver) == (columns, rows):
            return
        space = driver.execute_script("""
            const screen = document.getElementById('screen');
            const style = getComputedStyle(screen);
            const area = screen.getBoundingClientRect();
            return [area.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
                    area.height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom),
                    window.glance.cell.width, window.glance.cell.height]""")
        width, height, cell_width, cell_height = space
        window = driver.get_window_size()
        driver.set_window_size(
            window["width"] + round((columns + 0.5) * cell_width - width),
            window["height"] + round((rows + 0.5) * cell_height - height))
        try:
            wait_until(f"the page to fit {columns}x{rows}",
                       lambda: page_size(driver) == (columns, rows), timeout=3)
            return
        except AssertionError:
            continue
    assert page_size(driver) == (columns, rows)


def test_the_page_shows_what_a_terminal_viewer_shows_at_its_size_and_after_a_resize(
        served_dashboard, web_factory, browser, runtime_dir):
    web = web_factory("web", "dashboard")
    open_page(browser, web)
    fit(browser, 80, 24)
    same_screen(browser, runtime_dir, "dashboard")
    fit(browser, 120, 40)
    same_screen(browser, runtime_dir, "dashboard")
    if ARTIFACTS:
        os.makedirs(ARTIFACTS, exist_ok=True)
        browser.save_screenshot(os.path.join(ARTIFACTS, "glance-web.png"))
    fit(browser, 80, 24)
    same_screen(browser, runtime_dir, "dashboard")


def test_a_service_in_the_page_matches_a_terminal_viewer_and_takes_its_keys(
        served_http_service, web_factory, browser, runtime_dir):
    web = web_factory("web", "HTTPService")
    open_page(browser, web)
    fit(browser, 100, 30)
    same_screen(browser, runtime_dir, "HTTPService")
    # The load key starts the service's own load generator: the header says so.
    browser.find_element(By.TAG_NAME, "body").send_keys("s")
    wait_until("the load to start", lambda: "load on" in page_text(browser), timeout=10)
    browser.find_element(By.TAG_NAME, "body").send_keys("s")
    wait_until("the load to stop", lambda: "load on" not in page_text(browser), timeout=10)


def test_ascii_and_monochrome_pages_match_an_ascii_viewer(
        served_dashboard, web_factory, browser, runtime_dir):
    web = web_factory("web", "dashboard")
    browser.get(web.url)
    browser.execute_script(
        "localStorage.setItem('glance.ascii', '1'); localStorage.setItem('glance.mono', '1')")
    open_page(browser, web)
    fit(browser, 100, 30)
    same_screen(browser, runtime_dir, "dashboard", "--ascii")
    assert all(ord(c) < 128 for c in page_text(browser))


def test_keys_typed_in_the_page_act_on_the_program(served_dashboard, web_factory, browser):
    web = web_factory("web", "dashboard")
    open_page(browser, web)
    before = served_dashboard.screen()
    browser.find_element(By.TAG_NAME, "body").send_keys("a")
    wait_until("the cart to change on the program's own screen",
               lambda: served_dashboard.screen() != before and "1 in cart" in served_dashboard.screen(),
               timeout=10)
    # Tab moves the page's own focus, as a terminal viewer's does, and stays out of the browser.
    browser.find_element(By.TAG_NAME, "body").send_keys(Keys.TAB)
    assert browser.execute_script("return document.activeElement === document.body || "
                                  "document.activeElement.id === 'screen'")


def test_a_read_only_page_sends_no_keys(served_dashboard, web_factory, browser):
    web = web_factory("web", "dashboard", "--read-only")
    open_page(browser, web)
    browser.find_element(By.TAG_NAME, "body").send_keys("aaa")
    # A second, writable viewer's key is the marker: once it shows, the first three were read
    # before it (one connection each, and the program reads each in order of arrival).
    writable = web_factory("web", "dashboard")
    from conftest import chrome
    other = chrome()
    try:
        open_page(other, writable)
        other.find_element(By.TAG_NAME, "body").send_keys("a")
        wait_until("the writable page's key", lambda: "1 in cart" in served_dashboard.screen(),
                   timeout=10)
        assert "1 in cart" in served_dashboard.screen()
    finally:
        other.quit()


def test_the_page_waits_for_a_program_that_quits_and_attaches_again(
        runtime_dir, web_factory, browser):
    served = Served(runtime_dir, "dashboard", f"{program('dashboard')} --interval 60s --seed 7")
    served.start()
    web = web_factory("web", "dashboard")
    open_page(browser, web)
    served.stop()
    wait_until("the page to say the program is gone", lambda: state(browser) == "gone", timeout=10)
    assert "dashboard" in browser.execute_script("return window.glance.statusText")
    served.start()
    wait_until("the page to attach again", lambda: state(browser) == "attached", timeout=20)
    served.stop()


def test_the_page_says_it_is_disconnected_when_glance_web_stops(
        served_dashboard, web_factory, browser):
    web = web_factory("web", "dashboard")
    open_page(browser, web)
    assert web.stop() == 0
    wait_until("the page to say it is disconnected",
               lambda: state(browser) in ("disconnected", "closed"), timeout=10)
    assert "glance web" in browser.execute_script("return window.glance.statusText")
    assert served_dashboard.alive()


def test_a_replay_page_seeks_to_exactly_a_frame(served_dashboard, runtime_dir, web_factory, browser):
    recording = os.path.join(runtime_dir, "session.rec")
    env = dict(os.environ, XDG_RUNTIME_DIR=runtime_dir, LANG="C.UTF-8")
    subprocess.run(
        [program("glance"), "attach", "dashboard", "--headless", "--size", "90x28", "--keys",
         "a<tab>a", "--duration", "1s", "--record", recording], check=True, env=env,
        capture_output=True, timeout=30)
    web = web_factory("replay", recording, "--web")
    browser.get(web.url)
    wait_until("the replay to load", lambda: state(browser) == "replay", timeout=20)
    count = browser.execute_script("return window.glance.replay.frameCount")
    assert count >= 2
    for index in sorted({0, count // 2, count - 1}):
        browser.execute_script(f"window.glance.replay.seekFrame({index})")
        at = browser.execute_script("return window.glance.replay.time")
        shown = page_text(browser)
        # Half a microsecond past the frame's time (to the nanosecond): a viewer's first
        # frames can follow each other within a tenth of a millisecond.
        expected = subprocess.run(
            [program("glance"), "replay", recording, "--headless", "--size", "90x29", "--seek",
             f"{(at + 0.0005) / 1000:.9f}s"], capture_output=True, text=True, env=env, timeout=20).stdout
        board_rows = "\n".join(expected.rstrip("\n").split("\n")[:28]).rstrip()
        assert shown.rstrip() == board_rows, index


def one_frame_recording(path, columns, rows, y, cells):
    """Writes a recording of one frame (the wire's version 1) whose row `y` holds `cells` from
    column 0: each (scalars, wide, style), the scalars a base and the scalars joined to it, as
    they go on the wire whatever their widths, and the style a (role, attributes) pair."""
    row = b""
    count = 0
    for scalars, wide, (role, attributes) in cells:
        row += bytes([0x01, role, attributes]) + (b"\x02" if wide else b"")
        if len(scalars) > 1:
            row += bytes([0x04, len(scalars) - 1])
        row += scalars.encode() + (b"\x03" if wide else b"")
        count += 2 if wide else 1
    frame = varint(columns) + varint(rows) + b"\x01\x01" + varint(y) + b"\x00" + varint(count) + row
    record = b"\x01\x00" + frame
    with open(path, "wb") as file:
        # The header: the format's version 1, the program's name, no title, the start time 0.
        file.write(b"GLANCE-RECORDING\x00\x01" + varint(5) + b"cells" + varint(0) + varint(0))
        file.write(len(record).to_bytes(4, "big") + record)


# Cells whose characters a browser may draw at another width than their columns (scalars,
# wide): joined scalars, emoji, CJK, and flags that disagree with the font.
UNEVEN_CELLS = [
    ("e\u0301", False),  # a combining mark, zero-width in most fonts
    ("a\u1160", False),  # a Hangul filler, which a terminal joins and a font may space
    ("\u0915\u093f", False),  # Devanagari ka with a spacing vowel sign joined
    ("\u2764\ufe0f", False),  # an emoji with a variation selector, one column in the wire
    ("\u4e2d", True),  # a CJK character, wide
    ("\u4e2d", False),  # the same, not flagged wide
    ("\u2192", True),  # an arrow the font draws narrow, flagged wide
    ("\u28ff", False),  # braille, which DejaVu Sans Mono lacks: a proportional font's glyph
    ("\u2500", False),  # box drawing
]


def test_a_row_keeps_its_columns_whatever_its_cells_hold(runtime_dir, web_factory, browser):
    # Each uneven cell after an ASCII letter, then 60 cells of joined scalars (each a box of its
    # own, so that boxes a rounded width wide would drift), three Hebrew letters (which the
    # browser's bidi order would turn around) and digits: every cell must start at its column
    # times the cell width, however wide the browser drew what is before it.
    pieces = []  # (scalars, wide)
    for index, (scalars, wide) in enumerate(UNEVEN_CELLS):
        pieces += [(chr(ord("A") + index), False), (scalars, wide)]
    pieces += [("e\u0301", False)] * 60 + [(c, False) for c in "\u05d0\u05d1\u05d20123456789"]
    cells, marks, text, column = [], [], "", 0
    for scalars, wide in pieces:
        marks.append((len(text.encode("utf-16-le")) // 2, column))
        # Wide cells highlighted and bold: the screenshot shows a box in its style.
        cells.append((scalars, wide, (8, 0x01) if wide else (0, 0)))
        text += scalars
        column += 2 if wide else 1
    recording = os.path.join(runtime_dir, "cells.rec")
    one_frame_recording(recording, 100, 3, 1, cells)
    web = web_factory("replay", recording, "--web")
    browser.get(web.url)
    wait_until("the replay to load", lambda: state(browser) == "replay", timeout=20)
    browser.execute_script("window.glance.replay.seekFrame(0)")

    env = dict(os.environ, XDG_RUNTIME_DIR=runtime_dir, LANG="C.UTF-8")
    headless = subprocess.run(
        [program("glance"), "replay", recording, "--headless", "--size", "100x4"],
        capture_output=True, text=True, env=env, timeout=20)
    assert headless.returncode == 0, headless.stderr
    assert page_text(browser).rstrip() == "\n".join(headless.stdout.split("\n")[:3]).rstrip()
    assert page_text(browser).split("\n")[1] == text

    # Where each cell starts: its text's first code unit, as the DOM lays it out.
    starts = browser.execute_script("""
        const [marks] = arguments;
        const row = document.getElementById('grid').children[1];
        const walker = document.createTreeWalker(row, NodeFilter.SHOW_TEXT);
        const nodes = [];
        for (let node, at = 0; (node = walker.nextNode()); at += node.length) nodes.push([node, at]);
        const left = row.getBoundingClientRect().left;
        return marks.map(([index, column]) => {
          const [node, at] = nodes.find(([n, at]) => index >= at && index < at + n.length);
          const range = document.createRange();
          range.setStart(node, index - at);
          range.setEnd(node, index - at + 1);
          return [column, range.getBoundingClientRect().left - left];
        });""", marks)
    width = browser.execute_script("return window.glance.cell.width")
    # Half a pixel: the cell width is measured to a fraction of a pixel; a misdrawn cell is
    # pixels out, and boxes a rounded width wide drift by a pixel along the 60.
    astray = [(column, round(x / width, 2)) for column, x in starts if abs(x - column * width) > 0.5]
    assert not astray, f"cells off their columns (column, where it starts in cells): {astray}"

    if ARTIFACTS:
        os.makedirs(ARTIFACTS, exist_ok=True)
        browser.save_screenshot(os.path.join(ARTIFACTS, "glance-web-cells.png"))

    # The uneven cells are text to the browser's find (window.find searches as find-in-page
    # does: text inside an inline-block would part it from its neighbours) and to selection.
    for index in range(1, 2 * len(UNEVEN_CELLS), 2):
        around = "".join(scalars for scalars, _ in pieces[index - 1:index + 2])
        found = browser.execute_script("""
            getSelection().removeAllRanges();
            return window.find(arguments[0], true, false, true) && String(getSelection());""", around)
        assert found == around, f"find-in-page did not find {around!r}"
    selected = browser.execute_script("""
        getSelection().selectAllChildren(document.getElementById('grid').children[1]);
        return String(getSelection());""")
    assert selected.rstrip() == text
