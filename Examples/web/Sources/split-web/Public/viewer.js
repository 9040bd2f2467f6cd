"use strict";
// The recording viewer: a time-travel debugger for navigation bug reports. The server replays
// the recording (a store's JSON lines, or a testing-kit counterexample) and draws every step at
// compact and at regular width; this page steps through them.

const COLUMNS = ["primary", "supplementary", "detail"];
const viewer = { steps: [], index: 0 };
const slider = document.getElementById("slider");

async function load(text) {
  showProblem(null);
  const response = await fetch("/api/replay", { method: "POST", body: text, headers: { "Content-Type": "application/x-ndjson" } });
  let answer;
  try {
    answer = await response.json();
  } catch (error) {
    answer = { ok: false, error: `the server answered ${response.status}` };
  }
  if (!answer.ok) {
    viewer.steps = [];
    showProblem(answer.error);
    document.body.dataset.ready = "true";
    document.body.dataset.steps = "0";
    return;
  }
  viewer.steps = answer.steps;
  if (answer.truncated) showProblem(`only the first ${answer.steps.length} steps are shown`);
  slider.max = String(viewer.steps.length - 1);
  document.body.dataset.steps = String(viewer.steps.length);
  show(0);
  document.body.dataset.ready = "true";
}

function show(index) {
  if (!viewer.steps.length) return;
  viewer.index = Math.max(0, Math.min(index, viewer.steps.length - 1));
  const step = viewer.steps[viewer.index];
  slider.value = String(viewer.index);
  document.body.dataset.step = String(viewer.index);
  document.getElementById("position").textContent = `step ${viewer.index} of ${viewer.steps.length - 1} · line ${step.line} · recorded in ${step.layout} layout`;
  const event = document.getElementById("event");
  event.replaceChildren();
  event.append(step.event);
  if (step.error) {
    const refused = document.createElement("span");
    refused.className = "refused";
    refused.textContent = ` — refused: ${step.error}`;
    event.append(refused);
  }
  draw(document.querySelector('.pane[data-width="compact"] .split'), step.compact);
  draw(document.querySelector('.pane[data-width="regular"] .split'), step.regular);
}

function draw(container, rendering) {
  container.replaceChildren();
  container.dataset.layout = rendering.layout;
  const shown = rendering.layout === "compact" ? ["primary"] : rendering.visible;
  container.dataset.columns = String(shown.length);
  for (const column of shown) {
    const section = document.createElement("div");
    section.className = "col";
    section.dataset.column = column;
    const heading = document.createElement("h3");
    heading.textContent = rendering.layout === "compact" ? "stack" : column;
    section.append(heading);
    const stack = rendering.stacks[column];
    if (!stack.length) {
      section.classList.add("empty");
      section.append("empty");
    }
    const list = document.createElement("ol");
    stack.forEach((child, position) => {
      const item = document.createElement("li");
      if (position === stack.length - 1) item.className = "top";
      item.dataset.child = String(child.id);
      item.textContent = `#${child.id} ${child.label}`;
      if (child.rows) {
        const rows = document.createElement("pre");
        rows.textContent = child.rows.join("\n");
        item.append(rows);
      }
      list.append(item);
    });
    section.append(list);
    container.append(section);
  }
  // The modals over the columns, bottom first: a card, or the whole split where the sheet shows
  // full screen (compact width).
  for (const modal of rendering.modals) {
    const sheet = document.createElement("div");
    sheet.className = "sheet";
    sheet.dataset.modal = String(modal.id);
    sheet.dataset.shown = modal.shown;
    const heading = document.createElement("h3");
    const style = modal.style === "sheet" ? "sheet" : "full-screen cover";
    heading.textContent = `${style} #${modal.id}${modal.shown !== modal.style ? ", shown full screen" : ""}`;
    const list = document.createElement("ol");
    modal.stack.forEach((child, position) => {
      const item = document.createElement("li");
      if (position === modal.stack.length - 1) item.className = "top";
      item.dataset.child = String(child.id);
      item.textContent = `#${child.id} ${child.label}`;
      list.append(item);
    });
    sheet.append(heading, list);
    container.append(sheet);
  }
}

function showProblem(text) {
  const problem = document.getElementById("problem");
  problem.hidden = !text;
  problem.textContent = text || "";
}

document.getElementById("file").addEventListener("change", async (event) => {
  const file = event.target.files[0];
  if (file) load(await file.text());
});
document.getElementById("load").addEventListener("click", () => load(document.getElementById("paste").value));
document.getElementById("first").addEventListener("click", () => show(0));
document.getElementById("previous").addEventListener("click", () => show(viewer.index - 1));
document.getElementById("next").addEventListener("click", () => show(viewer.index + 1));
document.getElementById("last").addEventListener("click", () => show(viewer.steps.length - 1));
slider.addEventListener("input", () => show(Number(slider.value)));
document.addEventListener("keydown", (event) => {
  if (event.target instanceof HTMLTextAreaElement) return;
  if (event.key === "ArrowRight") show(viewer.index + 1);
  if (event.key === "ArrowLeft") show(viewer.index - 1);
});

// Opened from the mail page's Recording button: that tab's recording.
if (new URLSearchParams(location.search).get("source") === "session") {
  const recording = localStorage.getItem("splitnav-recording");
  if (recording) load(recording);
}
