// The host app's own elements, styled only by the browser and src/host.css. Both pages render them:
// bare.html without any package, index.html next to the widgets. scripts/check-embed.mjs reads the
// computed styles of every `data-host` element (and of <html> and <body>) on both pages and asserts
// them equal: a package's stylesheet may change nothing outside its widgets.

/** The host page's header: a heading, text, a list, a link, a text box and a button of its own. */
export function HostElements() {
  return (
    <header className="host-section" data-host="header">
      <h1 data-host="h1">某校教务平台</h1>
      <p data-host="p">本页属于另一所学校的应用：它从 npm 安装了 Smartclass 的签到与流程组件。</p>
      <ul data-host="ul">
        <li data-host="li">课程表</li>
        <li>成绩查询</li>
        <li>通知公告</li>
      </ul>
      <p>
        <a data-host="a" href="#help">
          使用帮助
        </a>
      </p>
      <label htmlFor="host-search">站内搜索</label> <input data-host="input" id="host-search" type="search" />{" "}
      <button data-host="button" type="button">
        本站按钮
      </button>
      <h2 data-host="h2">嵌入的组件</h2>
    </header>
  );
}
