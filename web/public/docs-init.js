// Starts Swagger UI on /docs from a file of this origin, so the page's policy needs no inline script.
window.addEventListener("load", () => {
  window.ui = window.SwaggerUIBundle({ url: "/openapi.json", dom_id: "#swagger-ui" });
});
